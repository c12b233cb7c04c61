import type { SectionOf } from './define-section';

/** Words used all over the site. */
export const en = {
  loading: 'Loading…',
  retry: 'Try again',
  comingSoon: 'Coming soon',
  comingSoonHint: 'We are building this page. Check back shortly.',
  backHome: 'Back to the lobby',
  language: 'Language',
  languageFailed: 'The language could not be loaded. Please check your connection and try again.',
  menu: 'Menu',
  closeMenu: 'Close menu',
};

export const bn = {
  loading: 'লোড হচ্ছে…',
  retry: 'আবার চেষ্টা করুন',
  comingSoon: 'শীঘ্রই আসছে',
  comingSoonHint: 'আমরা এই পাতাটি তৈরি করছি। একটু পরে আবার দেখুন।',
  backHome: 'লবিতে ফিরে যান',
  language: 'ভাষা',
  languageFailed: 'ভাষাটি লোড করা যায়নি। আপনার সংযোগ দেখে আবার চেষ্টা করুন।',
  menu: 'মেনু',
  closeMenu: 'মেনু বন্ধ করুন',
} satisfies SectionOf<typeof en>;

export const pt = {
  loading: 'Carregando…',
  retry: 'Tentar novamente',
  comingSoon: 'Em breve',
  comingSoonHint: 'Estamos construindo esta página. Volte daqui a pouco.',
  backHome: 'Voltar ao lobby',
  language: 'Idioma',
  languageFailed: 'Não foi possível carregar o idioma. Verifique sua conexão e tente novamente.',
  menu: 'Menu',
  closeMenu: 'Fechar menu',
} satisfies SectionOf<typeof en>;

export const tl = {
  loading: 'Naglo-load…',
  retry: 'Subukang muli',
  comingSoon: 'Malapit na',
  comingSoonHint: 'Binubuo pa namin ang pahinang ito. Bumalik ka maya-maya.',
  backHome: 'Bumalik sa lobby',
  language: 'Wika',
  languageFailed: 'Hindi ma-load ang wika. Pakisuri ang iyong koneksyon at subukang muli.',
  menu: 'Menu',
  closeMenu: 'Isara ang menu',
} satisfies SectionOf<typeof en>;

export const ar = {
  loading: 'جارٍ التحميل…',
  retry: 'حاول مجددًا',
  comingSoon: 'قريبًا',
  comingSoonHint: 'نحن نبني هذه الصفحة. عُد قريبًا.',
  backHome: 'العودة إلى الردهة',
  language: 'اللغة',
  languageFailed: 'تعذّر تحميل اللغة. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  menu: 'القائمة',
  closeMenu: 'إغلاق القائمة',
} satisfies SectionOf<typeof en>;
