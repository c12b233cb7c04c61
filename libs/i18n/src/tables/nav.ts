import { defineSection } from './define-section';

/** Navigation labels. */
export const nav = defineSection({
  en: {
    main: 'Main navigation',
    home: 'Lobby',
    promotions: 'Promotions',
  },
  bn: {
    main: 'প্রধান নেভিগেশন',
    home: 'লবি',
    promotions: 'প্রচার',
  },
  pt: {
    main: 'Navegação principal',
    home: 'Lobby',
    promotions: 'Promoções',
  },
  tl: {
    main: 'Pangunahing nabigasyon',
    home: 'Lobby',
    promotions: 'Mga promo',
  },
  ar: {
    main: 'التنقل الرئيسي',
    home: 'الردهة',
    promotions: 'العروض',
  },
});
