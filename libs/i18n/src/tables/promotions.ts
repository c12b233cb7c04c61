import type { SectionOf } from './define-section';

/** Promotions centre. */
export const en = {
  title: 'Promotions',
  bannerAlt: 'Current offer',
};

export const bn = {
  title: 'প্রচার',
  bannerAlt: 'চলতি অফার',
} satisfies SectionOf<typeof en>;

export const pt = {
  title: 'Promoções',
  bannerAlt: 'Oferta atual',
} satisfies SectionOf<typeof en>;

export const tl = {
  title: 'Mga promo',
  bannerAlt: 'Kasalukuyang alok',
} satisfies SectionOf<typeof en>;

export const ar = {
  title: 'العروض',
  bannerAlt: 'العرض الحالي',
} satisfies SectionOf<typeof en>;
