import { describe, expect, it } from 'vitest';
import {
  validateChangePassword,
  validateForgotByEmail,
  validateLogin,
  validateResetByMobile,
} from './validate-forms';

const required = { key: 'validation.required' };

describe('validateLogin', () => {
  it.each([
    ['username ok', { type: 'username', username: 'x', password: 'p' }, false, {}],
    [
      'no format check on username',
      { type: 'username', username: '9 old', password: 'p' },
      false,
      {},
    ],
    [
      'blank password',
      { type: 'username', username: 'alice', password: '   ' },
      false,
      { password: required },
    ],
    ['missing both', { type: 'username' }, false, { username: required, password: required }],
    [
      'captcha when shown',
      { type: 'username', username: 'a', password: 'p' },
      true,
      { captcha: required },
    ],
    ['captcha given', { type: 'username', username: 'a', password: 'p', captcha: 'k3x' }, true, {}],
    ['sms ok', { type: 'sms', mobileNum: '01712345678', verificationCode: '1234' }, false, {}],
    [
      'sms ignores username fields',
      { type: 'sms', mobileNum: '01712345678', verificationCode: '1', username: '' },
      false,
      {},
    ],
    ['sms missing', { type: 'sms' }, false, { mobileNum: required, verificationCode: required }],
    [
      'sms bad mobile',
      { type: 'sms', mobileNum: '12ab5678', verificationCode: '1' },
      false,
      { mobileNum: { key: 'validation.MOBILE', params: { min: 6, max: 15 } } },
    ],
    [
      'sms long code',
      { type: 'sms', mobileNum: '01712345678', verificationCode: '9'.repeat(256) },
      false,
      { verificationCode: { key: 'validation.length', params: { min: 0, max: 255 } } },
    ],
  ] as const)('%s', (_label, values, captchaShown, expected) => {
    expect(validateLogin(values, { captchaShown })).toEqual(expected);
  });
});

describe('validateChangePassword', () => {
  const ok = {
    oldPassword: 'old-pass',
    newPassword: 'new-pass-1',
    confirmNewPassword: 'new-pass-1',
  };
  it.each([
    ['valid', ok, false, {}],
    ['old missing', { ...ok, oldPassword: '' }, false, { oldPassword: required }],
    ['old stored', { ...ok, oldPassword: '' }, true, {}],
    [
      'new too short',
      { ...ok, newPassword: 'short', confirmNewPassword: 'short' },
      false,
      { newPassword: { key: 'validation.length', params: { min: 8, max: 64 } } },
    ],
    [
      'mismatch',
      { ...ok, confirmNewPassword: 'other-pass' },
      false,
      { confirmNewPassword: { key: 'validation.confirmMismatch' } },
    ],
    [
      'all missing',
      {},
      false,
      { oldPassword: required, newPassword: required, confirmNewPassword: required },
    ],
  ])('%s', (_label, values, oldPasswordStored, expected) => {
    expect(validateChangePassword(values, { oldPasswordStored })).toEqual(expected);
  });

  it('uses the merchant password rule when given', () => {
    const passwordRule = {
      enabled: true,
      required: true,
      acceptedPattern: 'STRONG_PASSWORD',
      patternId: 'STRONG_PASSWORD',
      minLength: 8,
      maxLength: 20,
    };
    expect(
      validateChangePassword(ok, { oldPasswordStored: false, passwordRule }).newPassword?.key,
    ).toBe('validation.STRONG_PASSWORD');
  });
});

describe('validateForgotByEmail', () => {
  it.each([
    ['valid', { username: 'alice99', email: 'a@b.co' }, {}],
    ['trimmed', { username: ' alice99 ', email: ' a@b.co ' }, {}],
    ['missing', {}, { username: required, email: required }],
    [
      'invalid',
      { username: '9x', email: 'a@b' },
      {
        username: { key: 'validation.length', params: { min: 4, max: 16 } },
        email: { key: 'validation.EMAIL', params: { min: 0, max: 254 } },
      },
    ],
  ])('%s', (_label, values, expected) => {
    expect(validateForgotByEmail(values)).toEqual(expected);
  });
});

describe('validateResetByMobile', () => {
  it.each([
    ['valid', { mobileNum: '01712345678', verificationCode: '12', newPassword: 'new-pass-1' }, {}],
    ['missing', {}, { mobileNum: required, verificationCode: required, newPassword: required }],
    [
      'bad',
      { mobileNum: '123', verificationCode: '1', newPassword: 'short' },
      {
        mobileNum: { key: 'validation.length', params: { min: 6, max: 15 } },
        newPassword: { key: 'validation.length', params: { min: 8, max: 64 } },
      },
    ],
  ])('%s', (_label, values, expected) => {
    expect(validateResetByMobile(values)).toEqual(expected);
  });
});
