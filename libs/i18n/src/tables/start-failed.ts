import type { SectionOf } from './define-section';

/**
 * The screen index.html shows when the site's scripts or the reader's language table could not
 * be downloaded (libs/brand start-failure.ts). Nothing of the site runs then, so these texts are
 * not in the site's tables: the build writes the brand's languages into index.html. Short: they
 * are on every brand's first load.
 */
export const en = {
  title: 'The site could not load',
  body: 'Part of the page did not arrive. Check your connection, then try again.',
  retry: 'Try again',
};

export const bn = {
  title: 'সাইটটি লোড করা যায়নি',
  body: 'পেজের কিছু অংশ আসেনি। সংযোগ দেখে আবার চেষ্টা করুন।',
  retry: 'আবার চেষ্টা করুন',
} satisfies SectionOf<typeof en>;

export const pt = {
  title: 'Não foi possível carregar o site',
  body: 'Parte da página não chegou. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
} satisfies SectionOf<typeof en>;

export const tl = {
  title: 'Hindi ma-load ang site',
  body: 'May bahagi ng page na hindi dumating. Tingnan ang iyong koneksyon, saka subukang muli.',
  retry: 'Subukang muli',
} satisfies SectionOf<typeof en>;

export const ar = {
  title: 'تعذّر تحميل الموقع',
  body: 'لم يصل جزء من الصفحة. تحقّق من اتصالك ثم حاول مرة أخرى.',
  retry: 'حاول مرة أخرى',
} satisfies SectionOf<typeof en>;
