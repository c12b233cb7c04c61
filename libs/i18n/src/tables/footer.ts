import type { SectionOf } from './define-section';

/** Site footer. */
export const en = {
  licence: 'Licence',
  rights: '© {{year}} {{name}}. All rights reserved.',
};

export const bn = {
  licence: 'লাইসেন্স',
  rights: '© {{year}} {{name}}। সর্বস্বত্ব সংরক্ষিত।',
} satisfies SectionOf<typeof en>;

export const pt = {
  licence: 'Licença',
  rights: '© {{year}} {{name}}. Todos os direitos reservados.',
} satisfies SectionOf<typeof en>;

export const tl = {
  licence: 'Lisensya',
  rights: '© {{year}} {{name}}. Nakalaan ang lahat ng karapatan.',
} satisfies SectionOf<typeof en>;

export const ar = {
  licence: 'الترخيص',
  rights: '© {{year}} {{name}}. جميع الحقوق محفوظة.',
} satisfies SectionOf<typeof en>;
