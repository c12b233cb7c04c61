import type { FieldRule } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYEE_NAME_RULE,
  normalizePayeeName,
  payeeNameIssue,
  payeeNameRule,
  samePayeeName,
} from './payee-name-rule';

const merchantRule: FieldRule = {
  enabled: true,
  required: false,
  acceptedPattern: 'UPPER_SPACES',
  patternId: 'UPPER_SPACES',
  minLength: 3,
  maxLength: 200,
};

describe('payee name rule', () => {
  it('is the default without a merchant rule, and the merchant rule (required, capped) with one', () => {
    expect(payeeNameRule({})).toBe(DEFAULT_PAYEE_NAME_RULE);
    expect(payeeNameRule({ payeeName: merchantRule })).toEqual({
      ...merchantRule,
      required: true,
      maxLength: 64,
    });
  });

  it.each([
    'Juan Dela Cruz',
    "Seán O'Brien-Smith",
    'J. R. Tolkien',
    'فاطمة الزهراء',
    'مُحَمَّد بن راشد',
    'মোহাম্মদ রহিম',
    'শ্রাবন্তী দাস',
    'Maria da Conceição',
    'Ng',
  ])('the default accepts %j', (name) => {
    expect(payeeNameIssue(name, DEFAULT_PAYEE_NAME_RULE)).toBeNull();
  });

  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['A', 'validation.length'],
    ['x'.repeat(61), 'validation.length'],
    ['Player 1', 'validation.PAYEE_NAME'],
    ['<b>me</b>', 'validation.PAYEE_NAME'],
    ["'. -", 'validation.PAYEE_NAME'],
    ['name@example.com', 'validation.PAYEE_NAME'],
    ['Ana\u0000Lim', 'validation.PAYEE_NAME'],
  ])('the default refuses %j with %s', (name, key) => {
    expect(payeeNameIssue(name, DEFAULT_PAYEE_NAME_RULE)?.key).toBe(key);
  });

  it("checks with the merchant's pattern and lengths when it has them", () => {
    const rule = payeeNameRule({ payeeName: merchantRule });
    expect(payeeNameIssue('JUAN CRUZ', rule)).toBeNull();
    expect(payeeNameIssue('Juan Cruz', rule)?.key).toBe('validation.UPPER_SPACES');
    expect(payeeNameIssue('JO', rule)?.key).toBe('validation.length');
    expect(payeeNameIssue('', rule)?.key).toBe('validation.required');
  });

  it('stores names composed and single-spaced, and compares them without case', () => {
    expect(normalizePayeeName('  Juan   Dela\tCruz ')).toBe('Juan Dela Cruz');
    expect(normalizePayeeName('Conceic\u0327a\u0303o')).toBe('Conceição');
    expect(samePayeeName('juan  dela cruz ', 'Juan Dela Cruz')).toBe(true);
    expect(samePayeeName('Juan Cruz', 'Juan Dela Cruz')).toBe(false);
  });
});
