import type { SectionOf } from './define-section';

/**
 * The offline page the service worker shows (a static page each brand's build writes, in the
 * brand's languages): it has no script bundle, so these texts are not in the site's tables.
 */
export const en = {
  title: 'You are offline',
  body: '{{brand}} needs an internet connection. Check your connection, then try again.',
  retry: 'Try again',
};

export const bn = {
  title: 'আপনি অফলাইনে আছেন',
  body: '{{brand}} চালাতে ইন্টারনেট সংযোগ দরকার। সংযোগ দেখে আবার চেষ্টা করুন।',
  retry: 'আবার চেষ্টা করুন',
} satisfies SectionOf<typeof en>;

export const pt = {
  title: 'Você está offline',
  body: '{{brand}} precisa de uma conexão com a internet. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
} satisfies SectionOf<typeof en>;

export const tl = {
  title: 'Offline ka',
  body: 'Kailangan ng {{brand}} ng koneksyon sa internet. Tingnan ang iyong koneksyon, saka subukang muli.',
  retry: 'Subukang muli',
} satisfies SectionOf<typeof en>;

export const ar = {
  title: 'أنت غير متصل بالإنترنت',
  body: 'يحتاج {{brand}} إلى اتصال بالإنترنت. تحقّق من اتصالك ثم حاول مرة أخرى.',
  retry: 'حاول مرة أخرى',
} satisfies SectionOf<typeof en>;
