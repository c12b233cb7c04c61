import { defineBrand } from '@tessera/brand';
import logo from './src/logo.svg';

/** Aurora: Bangladesh, night-sky palette, Bengali first. */
export const brand = defineBrand({
  id: 'aurora',
  name: 'Aurora',
  merchantCode: 'AURORA',
  payloadKey: 'tessera-demo-payload-key',
  currency: 'BDT',
  defaultLanguage: 'bn',
  languages: ['bn', 'en'],
  defaultTheme: 'dark',
  logo,
  theme: {
    dark: {
      bg: '#0d0b1f',
      surface: '#151233',
      surfaceRaised: '#1f1a47',
      border: '#2e2866',
      brand: '#3ee6c1',
      brandContrast: '#0d0b1f',
      accent: '#9277ff',
      focus: '#3ee6c1',
    },
    light: {
      bg: '#f4f2ff',
      surface: '#ffffff',
      surfaceRaised: '#e9e5ff',
      border: '#d2cbff',
      brand: '#5b3df5',
      brandContrast: '#ffffff',
      accent: '#0a6e5b',
      focus: '#5b3df5',
    },
  },
  minimumAge: 18,
  licence: {
    en: 'Aurora is operated under gaming licence AUR-2026-014. Play responsibly; players must be {age} or older.',
    bn: 'Aurora গেমিং লাইসেন্স AUR-2026-014 এর অধীনে পরিচালিত। দায়িত্বের সাথে খেলুন; খেলোয়াড়দের বয়স {age} বা তার বেশি হতে হবে।',
  },
});
