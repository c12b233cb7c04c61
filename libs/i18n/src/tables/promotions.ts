import { defineSection } from './define-section';

/** Promotions centre. */
export const promotions = defineSection({
  en: {
    title: 'Promotions',
  },
  bn: {
    title: 'প্রচার',
  },
  pt: {
    title: 'Promoções',
  },
  tl: {
    title: 'Mga promo',
  },
});
