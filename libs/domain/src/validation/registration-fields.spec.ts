import type { FieldRule, RegisterField, RegisterSettings } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from './default-rules';
import {
  availableRegisterKinds,
  defaultRegisterKind,
  registrationFields,
  type RegisterKind,
} from './registration-fields';

const on = (required = false): Partial<FieldRule> => ({ enabled: true, required });
const settings = (
  flags: Record<string, boolean>,
  rules: Partial<Record<RegisterField, Partial<FieldRule>>> = {},
): RegisterSettings => ({
  flags,
  rules: rules as RegisterSettings['rules'],
  countries: [],
  minimumAge: 18,
  freePlay: false,
});
const shown = (s: RegisterSettings, kind: RegisterKind) =>
  registrationFields(s, kind).map(({ field, required }) => (required ? `${field}*` : field));

describe('registrationFields', () => {
  it.each<[string, RegisterSettings, RegisterKind, string[]]>([
    [
      'username form, defaults',
      settings({}),
      'username',
      ['username*', 'password*', 'confirmPassword*'],
    ],
    [
      'username form, optional mobile',
      settings({}, { mobileNum: on() }),
      'username',
      ['username*', 'password*', 'confirmPassword*', 'mobileNum'],
    ],
    [
      'username form, required mobile',
      settings({}, { mobileNum: on(true) }),
      'username',
      ['username*', 'password*', 'confirmPassword*', 'mobileNum*'],
    ],
    [
      'username form never asks the SMS code',
      settings({ REGMOBVERF3: true }),
      'username',
      ['username*', 'password*', 'confirmPassword*'],
    ],
    ['mobile form, bare', settings({}), 'mobile', ['mobileNum*']],
    [
      'mobile form with SMS code',
      settings({ REGMOBVERF3: true }),
      'mobile',
      ['mobileNum*', 'verificationCode*'],
    ],
    [
      'mobile form with passwords',
      settings({ MOBILENUMPASSREG3: true, REGMOBVERF3: true }),
      'mobile',
      ['password*', 'confirmPassword*', 'mobileNum*', 'verificationCode*'],
    ],
    [
      'payment password is required when enabled',
      settings({}, { paymentPassword: on() }),
      'username',
      ['username*', 'password*', 'confirmPassword*', 'paymentPassword*'],
    ],
    [
      'affiliate code stays optional',
      settings({}, { affiliateCode: on(true) }),
      'username',
      ['username*', 'password*', 'confirmPassword*', 'affiliateCode'],
    ],
    [
      'disabled extras are hidden even if required',
      settings({}, { email: { enabled: false, required: true } }),
      'username',
      ['username*', 'password*', 'confirmPassword*'],
    ],
  ])('%s', (_label, s, kind, expected) => {
    expect(shown(s, kind)).toEqual(expected);
  });

  it('lists every extra in the spec order, each required only if configured', () => {
    const extras = [
      'payeeName',
      'qqNum',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'idNumber',
      'email',
      'recommenderId',
      'captcha',
    ] as const;
    const rules = Object.fromEntries(extras.map((field, i) => [field, on(i % 2 === 0)]));
    const s = settings({}, { ...rules, affiliateCode: on() });
    expect(shown(s, 'username').slice(3)).toEqual([
      'payeeName*',
      'qqNum',
      'line*',
      'whatsapp',
      'facebook*',
      'wechat',
      'idNumber*',
      'email',
      'recommenderId*',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('merges a partial server rule over the default', () => {
    const s = settings({}, { username: { minLength: 6 } });
    expect(registrationFields(s, 'username')[0]?.rule).toEqual({
      ...DEFAULT_RULES.username,
      minLength: 6,
    });
  });
});

describe('register kinds', () => {
  it.each([
    [{}, [], 'username'],
    [{ USERNAMEREG3: true }, ['username'], 'username'],
    [{ MOBILENUMREG3: true }, ['mobile'], 'mobile'],
    [{ USERNAMEREG3: true, MOBILENUMREG3: true }, ['username', 'mobile'], 'mobile'],
    [{ USERNAMEREG3: false, MOBILENUMREG3: false }, [], 'username'],
  ])('flags %j: kinds %j, default %s', (flags, kinds, fallback) => {
    expect([availableRegisterKinds(flags), defaultRegisterKind(flags)]).toEqual([kinds, fallback]);
  });
});
