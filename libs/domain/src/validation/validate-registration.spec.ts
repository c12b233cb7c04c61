import { REGISTER_FIELDS, type RegisterSettings } from '@tessera/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registrationFields } from './registration-fields';
import { trimRegistration, validateRegistration } from './validate-registration';

const settings: RegisterSettings = {
  flags: { REGMOBVERF3: true, MOBILENUMPASSREG3: false },
  rules: {
    email: {
      enabled: true,
      required: false,
      acceptedPattern: 'EMAIL',
      patternId: 'EMAIL',
      minLength: 0,
      maxLength: 254,
    },
    payeeName: {
      enabled: true,
      required: true,
      acceptedPattern: 'LETTERS_SPACES',
      patternId: 'LETTERS_SPACES',
      minLength: 2,
      maxLength: 40,
    },
  },
  countries: [],
  minimumAge: 18,
  freePlay: false,
};
const good = {
  username: 'alice99',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  payeeName: 'Alice Smith',
};

describe('validateRegistration', () => {
  it.each([
    ['a valid form', good, {}],
    ['username trimmed before checking', { ...good, username: '  alice99 ' }, {}],
    [
      'everything missing',
      {},
      {
        username: { key: 'validation.required' },
        password: { key: 'validation.required' },
        confirmPassword: { key: 'validation.required' },
        payeeName: { key: 'validation.required' },
      },
    ],
    [
      'confirmation differs',
      { ...good, confirmPassword: 'secret-pasS' },
      { confirmPassword: { key: 'validation.confirmMismatch' } },
    ],
    [
      'password is not trimmed, so a padded confirmation differs',
      { ...good, confirmPassword: 'secret-pass ' },
      { confirmPassword: { key: 'validation.confirmMismatch' } },
    ],
    [
      'short password',
      { ...good, password: 'short', confirmPassword: 'short' },
      { password: { key: 'validation.length', params: { min: 8, max: 64 } } },
    ],
    [
      'username starting with a digit',
      { ...good, username: '9alice' },
      { username: { key: 'validation.LETTER_FIRST_ALNUM', params: { min: 4, max: 16 } } },
    ],
    [
      'bad optional e-mail',
      { ...good, email: 'alice@' },
      { email: { key: 'validation.EMAIL', params: { min: 0, max: 254 } } },
    ],
    ['fields not on the form are ignored', { ...good, qqNum: 'not digits' }, {}],
  ])('username form: %s', (_label, values, expected) => {
    expect(validateRegistration(values, settings, 'username')).toEqual(expected);
  });

  it.each([
    ['valid', { mobileNum: '01712345678', verificationCode: '123456', payeeName: 'Al' }, {}],
    [
      'needs mobile and code',
      { payeeName: 'Al' },
      {
        mobileNum: { key: 'validation.required' },
        verificationCode: { key: 'validation.required' },
      },
    ],
    [
      'mobile must be digits',
      { mobileNum: '+8801712', verificationCode: '1', payeeName: 'Al' },
      { mobileNum: { key: 'validation.MOBILE', params: { min: 6, max: 15 } } },
    ],
    [
      'code at most 255',
      { mobileNum: '01712345678', verificationCode: '1'.repeat(256), payeeName: 'Al' },
      { verificationCode: { key: 'validation.length', params: { min: 0, max: 255 } } },
    ],
  ])('mobile form: %s', (_label, values, expected) => {
    expect(validateRegistration(values, settings, 'mobile')).toEqual(expected);
  });
});

describe('trimRegistration', () => {
  it('trims everything except secrets', () => {
    expect(
      trimRegistration({ username: ' a ', password: ' p ', paymentPassword: ' 1 ', email: ' e ' }),
    ).toEqual({
      username: 'a',
      password: ' p ',
      paymentPassword: ' 1 ',
      email: 'e',
    });
  });
});

describe('validateRegistration properties', () => {
  const values = fc.dictionary(fc.constantFrom(...REGISTER_FIELDS), fc.string());
  const flags = fc.record({
    REGMOBVERF3: fc.boolean(),
    MOBILENUMPASSREG3: fc.boolean(),
    MOBILENUMREG3: fc.boolean(),
  });

  it('never throws and only reports fields the form shows', () => {
    fc.assert(
      fc.property(values, flags, fc.constantFrom('username', 'mobile' as const), (v, f, kind) => {
        const issues = validateRegistration(v, { ...settings, flags: f }, kind);
        const shown = new Set(
          registrationFields({ ...settings, flags: f }, kind).map((x) => x.field),
        );
        for (const field of Object.keys(issues)) expect(shown.has(field as never)).toBe(true);
      }),
    );
  });
});
