import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { LoginFailure, LoginRequest } from './session';
import {
  ContactBindRequest,
  LoginHistoryQuery,
  ProfileUpdate,
  SecurityProfile,
  SessionIdParams,
  TotpDisableRequest,
} from './security';

describe('security centre schemas', () => {
  it('take the profile fields of spec §3 and no others', () => {
    expect(Value.Check(ProfileUpdate, { birthday: '1990-05-17', zalo: 'z', telegram: '' })).toBe(
      true,
    );
    expect(Value.Check(ProfileUpdate, { passwordHash: 'x' })).toBe(false);
    expect(Value.Check(ProfileUpdate, { address: 'x'.repeat(201) })).toBe(false);
  });

  it('describe what the page shows', () => {
    const profile = {
      account: 'player1',
      profile: { birthday: '1990-05-17' },
      payeeName: null,
      mobile: '+880 17****5678',
      mobileVerified: true,
      email: null,
      emailVerified: false,
      withdrawalPasswordSet: false,
      twoFactorEnabled: true,
      recoveryCodesLeft: 9,
      passwordSet: false,
    };
    expect(Value.Check(SecurityProfile, profile)).toBe(true);
    expect(Value.Check(SecurityProfile, { ...profile, twoFactorEnabled: undefined })).toBe(false);
  });

  it('bound ids, cursors and codes', () => {
    expect(Value.Check(SessionIdParams, { id: 0 })).toBe(false);
    expect(Value.Check(SessionIdParams, { id: 1e308 })).toBe(false);
    expect(Value.Check(LoginHistoryQuery, { cursor: '12', limit: 20 })).toBe(true);
    expect(Value.Check(LoginHistoryQuery, { cursor: '1; drop' })).toBe(false);
    expect(Value.Check(LoginHistoryQuery, { limit: 101 })).toBe(false);
    expect(Value.Check(ContactBindRequest, { channel: 'FAX', code: '1' })).toBe(false);
    expect(Value.Check(TotpDisableRequest, { password: 'p' })).toBe(false);
  });

  it('let a login carry the authenticator code and a failure ask for it', () => {
    const login = { type: 'username', site: 'member', username: 'a', password: 'b' };
    expect(Value.Check(LoginRequest, { ...login, totpCode: '123456' })).toBe(true);
    expect(Value.Check(LoginFailure, { captchaRequired: false, twoFactorRequired: true })).toBe(
      true,
    );
    const google = { challengeId: 'x', method: 'GOOGLE', maskedTarget: 'authenticator app' };
    expect(Value.Check(LoginFailure, { captchaRequired: false, ipVerification: google })).toBe(
      true,
    );
  });
});
