import { defineSection } from './define-section';

/** Promotions centre. */
export const promotions = defineSection({
  en: {
    title: 'Promotions',
    bannerAlt: 'Current offer',
  },
  bn: {
    title: 'প্রচার',
    bannerAlt: 'চলতি অফার',
  },
  pt: {
    title: 'Promoções',
    bannerAlt: 'Oferta atual',
  },
  tl: {
    title: 'Mga promo',
    bannerAlt: 'Kasalukuyang alok',
  },
  ar: {
    title: 'العروض',
    bannerAlt: 'العرض الحالي',
  },
});
