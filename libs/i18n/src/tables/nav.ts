import type { SectionOf } from './define-section';

/** Navigation labels. */
export const en = {
  main: 'Main navigation',
  home: 'Lobby',
  promotions: 'Promotions',
};

export const bn = {
  main: 'প্রধান নেভিগেশন',
  home: 'লবি',
  promotions: 'প্রচার',
} satisfies SectionOf<typeof en>;

export const pt = {
  main: 'Navegação principal',
  home: 'Lobby',
  promotions: 'Promoções',
} satisfies SectionOf<typeof en>;

export const tl = {
  main: 'Pangunahing nabigasyon',
  home: 'Lobby',
  promotions: 'Mga promo',
} satisfies SectionOf<typeof en>;

export const ar = {
  main: 'التنقل الرئيسي',
  home: 'الردهة',
  promotions: 'العروض',
} satisfies SectionOf<typeof en>;
