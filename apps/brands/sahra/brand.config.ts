import { defineBrand } from '@tessera/brand';
import logo from './src/logo.svg';

/** Sahra: made by `nx g @tessera/brand:brand`; edit the colours, licence and logo freely. */
export const brand = defineBrand({
  id: 'sahra',
  name: 'Sahra',
  merchantCode: 'SAHRA',
  payloadKey: '1IhUYqVTIPrC4-lFgHcV5VUPehvClpvoV9ng71fUyDk',
  currency: 'AED',
  defaultLanguage: 'ar',
  languages: ['ar', 'en'],
  defaultTheme: 'dark',
  logo,
  theme: {
    dark: {
      bg: '#1b150e',
      surface: '#272016',
      surfaceRaised: '#372d20',
      border: '#574938',
      brand: '#ee992b',
      brandContrast: '#1b150e',
      accent: '#30dce8',
      focus: '#ee992b',
    },
    light: {
      bg: '#fcf8f3',
      surface: '#ffffff',
      surfaceRaised: '#faefe1',
      border: '#e6d4bc',
      text: '#291c0a',
      textMuted: '#796449',
      brand: '#975808',
      brandContrast: '#ffffff',
      accent: '#07767e',
      focus: '#07767e',
    },
  },
  minimumAge: 18,
  licence: {
    ar: 'Sahra مرخّص من هيئة الألعاب بموجب التصريح (يُحدَّد لاحقًا). للاعبين من عمر {age} عامًا فما فوق فقط.',
    en: 'Sahra is licensed by the gaming authority under permit (to be set). For players {age} and over only.',
  },
});
