import { defineSection } from './define-section';

/** Site footer. */
export const footer = defineSection({
  en: {
    licence: 'Licence',
    rights: '© {{year}} {{name}}. All rights reserved.',
  },
  bn: {
    licence: 'লাইসেন্স',
    rights: '© {{year}} {{name}}। সর্বস্বত্ব সংরক্ষিত।',
  },
  pt: {
    licence: 'Licença',
    rights: '© {{year}} {{name}}. Todos os direitos reservados.',
  },
  tl: {
    licence: 'Lisensya',
    rights: '© {{year}} {{name}}. Nakalaan ang lahat ng karapatan.',
  },
  ar: {
    licence: 'الترخيص',
    rights: '© {{year}} {{name}}. جميع الحقوق محفوظة.',
  },
});
