import type { LoginResult } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { captchaRequiredFrom, decideLoginOutcome, type LoginType } from './login-outcome';

const result = (over: Partial<LoginResult> = {}): LoginResult => ({
  token: 't',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  memberType: 0,
  ...over,
});

describe('decideLoginOutcome', () => {
  it.each<[string, Partial<LoginResult>, LoginType, 'member' | 'agent', boolean, string]>([
    ['plain member login', {}, 'username', 'member', false, 'home'],
    ['plain agent login', {}, 'username', 'agent', false, 'agentHome'],
    ['default password', { defaultPassword: true }, 'username', 'member', false, 'changePassword'],
    [
      'default password on the agent site',
      { defaultPassword: true },
      'username',
      'agent',
      false,
      'changePassword',
    ],
    [
      'expired, expiry enabled',
      { passwordExpired: true },
      'username',
      'member',
      true,
      'changePassword',
    ],
    ['expired, expiry disabled', { passwordExpired: true }, 'username', 'member', false, 'home'],
    ['default password by SMS', { defaultPassword: true }, 'sms', 'member', true, 'home'],
    ['expired by SMS', { passwordExpired: true }, 'sms', 'agent', true, 'agentHome'],
    [
      'free play never changes password',
      { defaultPassword: true, passwordExpired: true },
      'freeplay',
      'member',
      true,
      'home',
    ],
  ])('%s → %s', (_label, over, loginType, site, passwordExpiryEnabled, next) => {
    const outcome = decideLoginOutcome({
      result: result(over),
      loginType,
      site,
      passwordExpiryEnabled,
    });
    expect(outcome).toEqual({ firstLoginAction: false, next });
  });

  it.each(['username', 'sms', 'freeplay'] as const)(
    'first login fires the action (%s)',
    (loginType) => {
      const outcome = decideLoginOutcome({
        result: result({ firstTimeLogin: true }),
        loginType,
        site: 'member',
        passwordExpiryEnabled: false,
      });
      expect(outcome.firstLoginAction).toBe(true);
    },
  );
});

describe('captchaRequiredFrom', () => {
  it.each([
    [{ captchaRequired: true }, true],
    [{ captchaRequired: false }, false],
    [{ captchaRequired: 'true' }, false],
    [{}, false],
    [null, false],
    [undefined, false],
    ['captchaRequired', false],
  ])('%j → %s', (details, expected) => {
    expect(captchaRequiredFrom(details)).toBe(expected);
  });
});
