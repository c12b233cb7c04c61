import { defineBrand } from '@tessera/brand';
import logo from './src/logo.svg';

/** Lumen: the Philippines, sunny palette, English first. */
export const brand = defineBrand({
  id: 'lumen',
  name: 'Lumen',
  merchantCode: 'LUMEN',
  payloadKey: 'lumen-demo-payload-key',
  currency: 'PHP',
  defaultLanguage: 'en',
  languages: ['en', 'tl'],
  defaultTheme: 'light',
  logo,
  theme: {
    light: {
      bg: '#fff8ec',
      surface: '#ffffff',
      surfaceRaised: '#ffefd1',
      border: '#f3d9a8',
      text: '#2a1a05',
      textMuted: '#6b5434',
      brand: '#a34d00',
      brandContrast: '#ffffff',
      accent: '#0067c5',
      focus: '#0067c5',
    },
    dark: {
      bg: '#1a1208',
      surface: '#241a0c',
      surfaceRaised: '#33250f',
      border: '#4a3616',
      brand: '#ffa733',
      brandContrast: '#1a1208',
      accent: '#5cb3ff',
      focus: '#ffa733',
    },
  },
  minimumAge: 18,
  licence: {
    en: 'Lumen Play is licensed by the gaming authority under permit LUM-PH-0421. For players {age} and over only.',
    tl: 'Ang Lumen Play ay lisensyado ng awtoridad sa paglalaro sa ilalim ng permit LUM-PH-0421. Para lamang sa mga manlalarong {age} pataas.',
  },
});
