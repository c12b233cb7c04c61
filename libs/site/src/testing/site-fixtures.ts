import { defineBrand } from '@tessera/brand';

// The platform's data comes from @tessera/sdk/testing; only the brand is the site's own.

export const testBrand = defineBrand({
  id: 'testbrand',
  name: 'Test Brand',
  merchantCode: 'TEST',
  payloadKey: 'test-brand-payload-key',
  currency: 'BDT',
  defaultLanguage: 'bn',
  languages: ['bn', 'en'],
  defaultTheme: 'dark',
  theme: { dark: {}, light: {} },
  logo: '/logo.svg',
  minimumAge: 21,
  licence: {
    en: 'Licensed in testing. Players {age} and over.',
    bn: 'পরীক্ষায় লাইসেন্সপ্রাপ্ত। {age} বছর ও তার বেশি।',
  },
});
