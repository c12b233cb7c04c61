import { describe, expect, it } from 'vitest';
import { pickLocalized } from './localized-text';
import { isRegionBlocked, normalizeCountry } from './region-block';

describe('normalizeCountry', () => {
  it.each([
    ['BD', 'BD'],
    ['ph', 'PH'],
    [' us ', 'US'],
    ['XX', null],
    ['ZZ', null],
    ['T1', null],
    ['USA', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeCountry(raw)).toBe(expected);
  });
});

describe('isRegionBlocked', () => {
  const rules = {
    blockedCountries: ['US', 'sg'],
    blockedCidrs: ['203.0.113.0/24', '2001:db8::/32'],
  };
  it.each([
    ['8.8.8.8', null, false],
    ['8.8.8.8', 'BD', false],
    ['8.8.8.8', 'US', true],
    ['8.8.8.8', 'us', true],
    ['8.8.8.8', 'SG', true],
    ['203.0.113.9', null, true],
    ['::ffff:203.0.113.9', 'BD', true],
    ['2001:db8::5', null, true],
    ['2001:db9::5', 'PH', false],
  ])('ip %s, country %s → %s', (ip, country, expected) => {
    expect(isRegionBlocked({ ip, country }, rules)).toBe(expected);
  });

  it('blocks nobody with empty rules', () => {
    expect(
      isRegionBlocked({ ip: '1.2.3.4', country: 'US' }, { blockedCountries: [], blockedCidrs: [] }),
    ).toBe(false);
  });
});

describe('pickLocalized', () => {
  const text = { en: 'Hello', bn: 'হ্যালো', pt: 'Olá', tl: '' };
  it.each([
    ['bn', 'en', 'হ্যালো'],
    ['BN', 'en', 'হ্যালো'],
    ['pt-BR', 'en', 'Olá'],
    ['pt_br', 'en', 'Olá'],
    ['tl', 'bn', 'হ্যালো'],
    ['ja', 'pt', 'Olá'],
    ['ja', 'ko', 'Hello'],
    ['constructor', 'toString', 'Hello'],
  ])('asked %s with default %s → %s', (language, merchantDefault, expected) => {
    expect(pickLocalized(text, language, merchantDefault)).toBe(expected);
  });

  it('is empty when neither the language, the default nor English has a text', () => {
    expect(pickLocalized({ tl: 'Kumusta' }, 'bn', 'bn')).toBe('');
    expect(pickLocalized({}, 'en', 'en')).toBe('');
  });
});
