import { describe, expect, it } from 'vitest';
import { pickByLanguage, pickLocalized } from './localized-text';

describe('pickByLanguage: the requested language, its base, the merchant default, English', () => {
  const pictures = { ar: ['ar.svg'], en: ['en.svg'], bn: [] as string[] };
  const nonEmpty = (list: string[]) => list.length > 0;

  it('takes the requested language, then its base language', () => {
    expect(pickByLanguage(pictures, 'ar', 'en', nonEmpty)).toEqual(['ar.svg']);
    expect(pickByLanguage(pictures, 'AR-ae', 'en', nonEmpty)).toEqual(['ar.svg']);
  });

  it('falls back to the merchant default, then English, skipping unusable values', () => {
    expect(pickByLanguage(pictures, 'fr', 'ar', nonEmpty)).toEqual(['ar.svg']);
    // Bengali's list is empty: English is next.
    expect(pickByLanguage(pictures, 'bn', 'bn', nonEmpty)).toEqual(['en.svg']);
    expect(pickByLanguage({ pt: ['pt.svg'] }, 'fr', 'ar', nonEmpty)).toBeUndefined();
  });

  it('keeps pickLocalized’s rule: empty text counts as missing, none gives ""', () => {
    expect(pickLocalized({ ar: '', en: 'Hello' }, 'ar', 'ar')).toBe('Hello');
    expect(pickLocalized({ tl: 'Kumusta' }, 'ar', 'en')).toBe('');
    // An inherited key is not a language.
    expect(pickLocalized({ en: 'Hi' }, 'constructor', 'en')).toBe('Hi');
  });
});
