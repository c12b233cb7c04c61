import type { SectionOf } from './define-section';

/** Theme switch. */
export const en = {
  label: 'Theme',
  dark: 'Dark',
  light: 'Light',
  switchToDark: 'Switch to dark theme',
  switchToLight: 'Switch to light theme',
};

export const bn = {
  label: 'থিম',
  dark: 'গাঢ়',
  light: 'হালকা',
  switchToDark: 'গাঢ় থিমে যান',
  switchToLight: 'হালকা থিমে যান',
} satisfies SectionOf<typeof en>;

export const pt = {
  label: 'Tema',
  dark: 'Escuro',
  light: 'Claro',
  switchToDark: 'Mudar para o tema escuro',
  switchToLight: 'Mudar para o tema claro',
} satisfies SectionOf<typeof en>;

export const tl = {
  label: 'Tema',
  dark: 'Madilim',
  light: 'Maliwanag',
  switchToDark: 'Lumipat sa madilim na tema',
  switchToLight: 'Lumipat sa maliwanag na tema',
} satisfies SectionOf<typeof en>;

export const ar = {
  label: 'المظهر',
  dark: 'داكن',
  light: 'فاتح',
  switchToDark: 'التبديل إلى المظهر الداكن',
  switchToLight: 'التبديل إلى المظهر الفاتح',
} satisfies SectionOf<typeof en>;
