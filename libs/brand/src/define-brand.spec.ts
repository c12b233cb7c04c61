import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './brand-config';
import { BrandConfigError, defineBrand } from './define-brand';

const valid: BrandConfig = {
  id: 'aurora',
  name: 'Aurora',
  merchantCode: 'AURORA',
  payloadKey: 'tessera-demo-payload-key',
  currency: 'BDT',
  defaultLanguage: 'bn',
  languages: ['bn', 'en'],
  defaultTheme: 'dark',
  theme: { dark: { brand: '#9277ff' }, light: {} },
  logo: '/logo.svg',
  minimumAge: 18,
  licence: { en: 'Licensed.' },
};

function problemsOf(config: BrandConfig): string[] {
  try {
    defineBrand(config);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(BrandConfigError);
    return (error as BrandConfigError).problems;
  }
}

describe('defineBrand', () => {
  it('returns a valid brand unchanged and frozen', () => {
    const brand = defineBrand(valid);
    expect(brand).toEqual(valid);
    expect(Object.isFrozen(brand)).toBe(true);
  });

  it.each<[string, Partial<BrandConfig>, string]>([
    [
      'a default language it does not offer',
      { defaultLanguage: 'tl' },
      'defaultLanguage "tl" is not among languages',
    ],
    [
      'a lowercase merchant code',
      { merchantCode: 'aurora' },
      'merchantCode "aurora" must be 2-32 capitals, digits or underscores',
    ],
    [
      'a currency that is not ISO 4217',
      { currency: 'TAKA' },
      'currency "TAKA" is not an ISO 4217 code',
    ],
    [
      'a placeholder payload key',
      { payloadKey: 'changeme' },
      'payloadKey must be 16-128 characters without spaces',
    ],
    ['an empty English licence', { licence: { en: ' ' } }, 'licence.en is empty'],
    [
      'a minimum age under 16',
      { minimumAge: 15 },
      'minimumAge 15 must be a whole number of years from 16 to 25',
    ],
    [
      'a colour that injects CSS',
      { theme: { dark: { bg: 'red;}' }, light: {} } },
      'theme.dark.bg: "red;}" is not a plain colour value',
    ],
  ])('rejects %s', (_, change, problem) => {
    expect(problemsOf({ ...valid, ...change })).toEqual([problem]);
  });

  it('lists every problem at once', () => {
    expect(problemsOf({ ...valid, id: 'Aurora!', name: '' })).toHaveLength(2);
  });
});
