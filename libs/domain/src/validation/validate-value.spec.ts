import type { FieldRule } from '@tessera/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERN_IDS } from './patterns';
import { validateValue } from './validate-value';

const rule = (over: Partial<FieldRule>): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: '',
  minLength: 0,
  maxLength: 0,
  ...over,
});
const username = rule({ acceptedPattern: 'LETTER_FIRST_ALNUM', minLength: 4, maxLength: 16 });
const bounds = { min: 4, max: 16 };

describe('validateValue', () => {
  it.each([
    ['empty, required', '', username, { key: 'validation.required' }],
    ['blanks, required', '   ', username, { key: 'validation.required' }],
    ['empty, optional', '', rule({ required: false, minLength: 4 }), null],
    ['blanks, optional', '  ', rule({ required: false, minLength: 4 }), null],
    ['too short', 'abc', username, { key: 'validation.length', params: bounds }],
    ['too long', 'a'.repeat(17), username, { key: 'validation.length', params: bounds }],
    ['shortest', 'abcd', username, null],
    ['longest', 'a'.repeat(16), username, null],
    ['pattern by id', '1abcd', username, { key: 'validation.LETTER_FIRST_ALNUM', params: bounds }],
    ['any (*)', '!! ??', rule({}), null],
    ['empty pattern means any', '!! ??', rule({ acceptedPattern: '' }), null],
    ['max 0 means no limit', 'x'.repeat(500), rule({ minLength: 1 }), null],
    ['code points, not units', '🎲🎲', rule({ maxLength: 2 }), null],
    [
      'code points over max',
      '🎲🎲🎲',
      rule({ maxLength: 2 }),
      { key: 'validation.length', params: { min: 0, max: 2 } },
    ],
  ])('%s', (_label, value, fieldRule, expected) => {
    expect(validateValue(value, fieldRule)).toEqual(expected);
  });

  it.each([
    ['matches whole value', 'ab12', null],
    ['anchored at start', '1ab12', { key: 'validation.USER_CODE', params: { min: 0 } }],
    ['anchored at end', 'ab12x', { key: 'validation.USER_CODE', params: { min: 0 } }],
  ])('regex source: %s', (_label, value, expected) => {
    const regex = rule({ acceptedPattern: '[a-z]+\\d+', patternId: 'USER_CODE' });
    expect(validateValue(value, regex)).toEqual(expected);
  });

  it.each([
    ['alternation stays anchored', 'a|b', 'ab', 'validation.pattern'],
    ['pattern id names the message', 'DIGITS', 'x1', 'validation.DIGITS'],
  ])('%s', (_label, accepted, value, key) => {
    expect(validateValue(value, rule({ acceptedPattern: accepted }))?.key).toBe(key);
  });

  it('patternId overrides the message key of a built-in pattern', () => {
    const custom = rule({ acceptedPattern: 'DIGITS', patternId: 'QQ' });
    expect(validateValue('abc', custom)?.key).toBe('validation.QQ');
  });

  it('a broken server regex accepts rather than locks players out', () => {
    expect(validateValue('anything', rule({ acceptedPattern: '([a-z' }))).toBeNull();
  });

  it('falls back to a non-unicode regex for legacy sources', () => {
    // `\-` outside a class is invalid with the u flag but fine without it.
    const legacy = rule({ acceptedPattern: 'a\\-b' });
    expect([validateValue('a-b', legacy), validateValue('ab', legacy)?.key]).toEqual([
      null,
      'validation.pattern',
    ]);
  });

  it('passwords are checked untrimmed: surrounding spaces count toward the length', () => {
    const password = rule({ acceptedPattern: 'LENGTH', minLength: 8, maxLength: 64 });
    expect(validateValue('  abcdef', password)).toBeNull();
  });

  it('never throws, and returns a validation.* key or null, for any value and pattern', () => {
    const accepted = fc.oneof(fc.constantFrom(...PATTERN_IDS, '*'), fc.string());
    fc.assert(
      fc.property(
        fc.string(),
        accepted,
        fc.nat(40),
        fc.nat(40),
        fc.boolean(),
        (value, acc, a, b, req) => {
          const issue = validateValue(
            value,
            rule({ acceptedPattern: acc, minLength: a, maxLength: b, required: req }),
          );
          expect(issue === null || issue.key.startsWith('validation.')).toBe(true);
        },
      ),
    );
  });
});
