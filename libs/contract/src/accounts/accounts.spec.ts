import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { omit, PAYLOAD_TEST_VECTOR } from '../testing';
import { REGISTER_FIELDS } from './constants';
import { LanguageUpdate, LoginInfo, type MemberInfo } from './member';
import { ForgotByEmailRequest, ResetByEmailRequest } from './passwords';
import { SealedPayload } from './payload';
import { AffiliateQuery, RegisterRequest, RegisterSettings } from './registration';
import { FreePlayRequest, LoginRequest, LoginResult } from './session';
import { SmsCodeRequest } from './verification';

describe('login', () => {
  const byName = { type: 'username', site: 'member', username: 'alice', password: 's3cret!' };

  it('accepts a username login and an SMS login', () => {
    expect(Value.Check(LoginRequest, byName)).toBe(true);
    const bySms = {
      type: 'sms',
      site: 'agent',
      countryDialingCode: '880',
      mobileNum: '1712345678',
      verificationCode: '123456',
    };
    expect(Value.Check(LoginRequest, bySms)).toBe(true);
  });

  it.each([
    ['no site', { type: 'username', username: 'alice' }],
    ['an unknown type', { ...byName, type: 'email' }],
    ['a username over 64 characters', { ...byName, username: 'a'.repeat(65) }],
    ['a password over 128 characters', { ...byName, password: 'p'.repeat(129) }],
    ['a verification code over 255 characters', { ...byName, verificationCode: '1'.repeat(256) }],
    ['an IP answer without its challenge', { ...byName, ipVerification: { answer: 'x' } }],
  ])('refuses %s', (_, body) => {
    expect(Value.Check(LoginRequest, body)).toBe(false);
  });

  it('types the member type of a result as one of the known ones', () => {
    const result = {
      token: 't',
      firstTimeLogin: false,
      passwordExpired: false,
      defaultPassword: false,
      memberType: 4,
    };
    expect(Value.Check(LoginResult, result)).toBe(true);
    expect(Value.Check(LoginResult, { ...result, memberType: 3 })).toBe(false);
  });

  it('accepts free play from the web only', () => {
    expect(Value.Check(FreePlayRequest, { os: 'Android', platform: 'W' })).toBe(true);
    expect(Value.Check(FreePlayRequest, { os: 'Android', platform: 'M' })).toBe(false);
  });
});

describe('registration', () => {
  const body = {
    username: 'alice01',
    password: 'secret123',
    registerUrl: 'https://a.test/register',
    domain: 'a.test',
    registerMethod: 'WEB',
  };

  it('accepts every form field as text', () => {
    const all = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, 'x']));
    expect(Value.Check(RegisterRequest, { ...body, ...all })).toBe(true);
  });

  it('refuses a missing domain, another method and a field over 255 characters', () => {
    const noDomain = omit(body, 'domain');
    expect(Value.Check(RegisterRequest, noDomain)).toBe(false);
    expect(Value.Check(RegisterRequest, { ...body, registerMethod: 'APP' })).toBe(false);
    expect(Value.Check(RegisterRequest, { ...body, payeeName: 'n'.repeat(256) })).toBe(false);
  });

  it('describes the settings with a rule per field', () => {
    const rule = {
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: 'ANY',
      minLength: 4,
      maxLength: 16,
    };
    const settings = {
      flags: { USERNAMEREG3: true },
      rules: { username: rule },
      countries: [{ countryCode: 'BD', countryDialingCode: '880' }],
      minimumAge: 18,
      freePlay: true,
    };
    expect(Value.Check(RegisterSettings, settings)).toBe(true);
    expect(
      Value.Check(RegisterSettings, { ...settings, rules: { username: { enabled: true } } }),
    ).toBe(false);
    expect(Value.Check(RegisterSettings, { ...settings, flags: { USERNAMEREG3: 'yes' } })).toBe(
      false,
    );
  });

  it('needs an affiliate code to check one', () => {
    expect(Value.Check(AffiliateQuery, { code: 'AB12', domain: 'a.test' })).toBe(true);
    expect(Value.Check(AffiliateQuery, { domain: 'a.test' })).toBe(false);
  });
});

describe('member', () => {
  const member: MemberInfo = {
    id: 1,
    account: 'alice',
    nickname: null,
    type: 0,
    parentAgent: null,
    currency: 'BDT',
    language: 'bn',
    email: null,
    mobile: '+880 17****5678',
    payeeName: null,
    createdAt: '2026-01-01T00:00:00Z',
  };

  it('describes login info around the member', () => {
    const info = { member, unreadMessage: 0, availablePromoCount: 2, referralEnabled: true };
    expect(Value.Check(LoginInfo, info)).toBe(true);
    expect(Value.Check(LoginInfo, { ...info, member: { ...member, email: undefined } })).toBe(
      false,
    );
  });

  it('takes a lower-case language code only', () => {
    expect(Value.Check(LanguageUpdate, { language: 'pt-br' })).toBe(true);
    expect(Value.Check(LanguageUpdate, { language: 'PT' })).toBe(false);
    expect(Value.Check(LanguageUpdate, {})).toBe(false);
  });
});

describe('passwords and codes', () => {
  it('refuse an e-mail over 254 characters and a reset token over 64', () => {
    expect(Value.Check(ForgotByEmailRequest, { username: 'alice', email: 'a@b.test' })).toBe(true);
    expect(
      Value.Check(ForgotByEmailRequest, { username: 'alice', email: `${'a'.repeat(250)}@b.test` }),
    ).toBe(false);
    expect(Value.Check(ResetByEmailRequest, { token: 't'.repeat(65), newPassword: 'x' })).toBe(
      false,
    );
  });

  it('leave a missing phone to the handler (PHONE_MISSING) but refuse a long one', () => {
    expect(Value.Check(SmsCodeRequest, {})).toBe(true);
    expect(
      Value.Check(SmsCodeRequest, { countryDialingCode: '880', mobileNo: '1'.repeat(21) }),
    ).toBe(false);
  });
});

describe('sealed payload', () => {
  it('accepts the shared test vector and refuses a tampered shape', () => {
    const sealed = PAYLOAD_TEST_VECTOR.sealed;
    expect(Value.Check(SealedPayload, sealed)).toBe(true);
    expect(Value.Check(SealedPayload, { ...sealed, v: 2 })).toBe(false);
    expect(Value.Check(SealedPayload, { ...sealed, nonce: sealed.nonce.toUpperCase() })).toBe(
      false,
    );
    expect(Value.Check(SealedPayload, { ...sealed, ts: 1.5 })).toBe(false);
  });
});
