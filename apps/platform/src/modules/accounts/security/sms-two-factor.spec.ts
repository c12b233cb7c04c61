import {
  PATHS,
  SECURITY_PATHS,
  type LoginFailure,
  type LoginResult,
  type RecoveryCodes,
  type SecurityProfile,
  type TotpSetup,
} from '@tessera/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastCode } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const web = {
  registerUrl: 'https://aurora.example/register',
  domain: 'aurora.example',
  registerMethod: 'WEB',
};

// Issue 27: an Aurora account made by mobile has no password and signs in by SMS code. With
// two-factor on, the SMS code is spent by the first submit, so the second step comes back with
// the ticket the platform answered; and such an account sets a password (proven by a code to its
// mobile) before it can turn two-factor off.
describe.each(testDbKinds())('SMS sign-in with two-factor, mobile-only accounts on %s', (kind) => {
  let t: TestApp;
  // Half-way through a 30 s step, so each new step's code is made from the platform's clock.
  let clock = Math.floor(Date.now() / 30_000) * 30_000 + 15_000;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      now: () => new Date(clock),
      ipLimits: { loginPerMinute: 1000, smsPerMinute: 1000, captchaPerMinute: 1000 },
    });
  });
  afterAll(() => t?.close());

  // Each test from its own IP: the tries one refuses must not bring another's captcha.
  let IP = '10.27.0.1';
  const post = (url: string, body: object | undefined, init: Parameters<typeof call>[5] = {}) =>
    call(t.app, 'AURORA', 'POST', url, body, { ip: IP, ts: clock, ...init });
  /** Sends an SMS code to +880 `number` (login or registration) and reads it from the outbox. */
  const smsCode = async (number: string, path: string = PATHS.smsNoLogin, ip = IP) => {
    clock += 1_000; // one code per second per number
    const sent = await post(path, { countryDialingCode: '+880', mobileNo: number }, { ip });
    expect(sent.statusCode).toBe(200);
    return lastCode(t.db, `+880${number}`);
  };
  const smsLogin = (number: string, extra: object, ip = IP) =>
    post(
      PATHS.login,
      { type: 'sms', site: 'member', countryDialingCode: '+880', mobileNum: number, ...extra },
      { sealed: true, ip },
    );
  const failure = (reply: { json: () => { value?: unknown } }) =>
    reply.json().value as LoginFailure;

  /** A mobile-only account with two-factor on: its session, authenticator and recovery codes. */
  async function mobileAccountWithTwoFactor(number: string) {
    const verificationCode = await smsCode(number, PATHS.smsRegister);
    const made = await call(
      t.app,
      'AURORA',
      'PUT',
      PATHS.registerMobile,
      { ...web, mobileNum: number, countryDialingCode: '+880', verificationCode },
      { sealed: true, ip: IP, ts: clock },
    );
    const { token } = valueOf<LoginResult>(made);
    const { secret } = valueOf<TotpSetup>(
      await post(SECURITY_PATHS.totpSetup, undefined, { token }),
    );
    const code = async () => {
      clock += 30_000; // each time step's code is accepted once
      return generate({ secret, epoch: Math.floor(clock / 1000) });
    };
    const { recoveryCodes } = valueOf<RecoveryCodes>(
      await post(SECURITY_PATHS.totpEnable, { code: await code() }, { token }),
    );
    return { token, code, recoveryCodes };
  }

  it('signs in with the SMS code, then the authenticator code with the ticket it was given', async () => {
    IP = '10.27.1.1';
    const number = '1727000001';
    const { code } = await mobileAccountWithTwoFactor(number);
    const first = await smsLogin(number, { verificationCode: await smsCode(number) });
    expect([first.statusCode, first.json().code]).toEqual([401, 'TOTP_REQUIRED']);
    const { signInTicket } = failure(first);
    expect(signInTicket).toMatch(/^\S{32,64}$/);

    const wrong = await smsLogin(number, { signInTicket, totpCode: '000000' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'TOTP_INVALID']);
    expect(failure(wrong).signInTicket).toBe(signInTicket);

    const done = await smsLogin(number, { signInTicket, totpCode: await code() });
    expect(valueOf<LoginResult>(done).token).toEqual(expect.any(String));

    const again = await smsLogin(number, { signInTicket, totpCode: await code() });
    expect([again.statusCode, again.json().code]).toEqual([400, 'SIGN_IN_EXPIRED']);
  });

  it('holds the ticket to its IP, its member and five minutes', async () => {
    IP = '10.27.2.1';
    const number = '1727000002';
    const { code } = await mobileAccountWithTwoFactor(number);
    const first = await smsLogin(number, { verificationCode: await smsCode(number) });
    const { signInTicket } = failure(first);

    const elsewhere = await smsLogin(number, { signInTicket, totpCode: await code() }, '10.27.9.9');
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([400, 'SIGN_IN_EXPIRED']);
    const other = await mobileAccountWithTwoFactor('1727000012');
    const stranger = await smsLogin('1727000012', { signInTicket, totpCode: await other.code() });
    expect([stranger.statusCode, stranger.json().code]).toEqual([400, 'SIGN_IN_EXPIRED']);

    clock += 5 * 60_000;
    const late = await smsLogin(number, { signInTicket, totpCode: await code() });
    expect([late.statusCode, late.json().code]).toEqual([400, 'SIGN_IN_EXPIRED']);
  });

  it('gives one session for one ticket presented twice at once', async () => {
    IP = '10.27.3.1';
    const number = '1727000003';
    const { recoveryCodes } = await mobileAccountWithTwoFactor(number);
    const first = await smsLogin(number, { verificationCode: await smsCode(number) });
    const { signInTicket } = failure(first);
    // Two different recovery codes: both pass the second factor, only the ticket decides.
    const replies = await Promise.all(
      recoveryCodes.slice(0, 2).map((totpCode) => smsLogin(number, { signInTicket, totpCode })),
    );
    expect(replies.map((reply) => [reply.statusCode, reply.json().code]).sort()).toEqual([
      [200, 'OK'],
      [400, 'SIGN_IN_EXPIRED'],
    ]);
  });

  it('carries an SMS sign-in from an unfamiliar IP through its IP check', async () => {
    IP = '10.27.4.1';
    const number = '1727000004';
    const verificationCode = await smsCode(number, PATHS.smsRegister);
    valueOf<LoginResult>(
      await call(
        t.app,
        'AURORA',
        'PUT',
        PATHS.registerMobile,
        { ...web, mobileNum: number, countryDialingCode: '+880', verificationCode },
        { sealed: true, ip: IP, ts: clock },
      ),
    );
    const away = '10.27.5.5';
    const first = await smsLogin(number, { verificationCode: await smsCode(number) }, away);
    expect([first.statusCode, first.json().code]).toEqual([403, 'IP_VERIFICATION_REQUIRED']);
    const { signInTicket, ipVerification } = failure(first);
    expect(ipVerification?.method).toBe('SMS');
    const answer = await lastCode(t.db, `+880${number}`);
    const done = await smsLogin(
      number,
      {
        signInTicket,
        ipVerification: { challengeId: ipVerification?.challengeId, answer },
      },
      away,
    );
    expect(valueOf<LoginResult>(done).token).toEqual(expect.any(String));
  });

  it('lets a mobile-only account set a password by a code to its mobile, then turn two-factor off', async () => {
    IP = '10.27.5.1';
    const number = '1727000005';
    const { token, code } = await mobileAccountWithTwoFactor(number);
    const profile = () =>
      call(t.app, 'AURORA', 'GET', SECURITY_PATHS.profile, undefined, { token });
    expect(valueOf<SecurityProfile>(await profile()).passwordSet).toBe(false);

    const off = (password: string) =>
      post(SECURITY_PATHS.totpDisable, { password, code: '123456' }, { token, sealed: true });
    const refused = await off('whatever1');
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'PASSWORD_NOT_SET']);

    const setPassword = (extra: object) =>
      post(
        SECURITY_PATHS.password,
        { newPassword: 'mobile-pass-1', confirmNewPassword: 'mobile-pass-1', ...extra },
        { token, sealed: true },
      );
    // The session alone does not set it: the code sent to the account's mobile must come too.
    const noCode = await setPassword({});
    expect([noCode.statusCode, noCode.json().code]).toEqual([400, 'CODE_INVALID']);
    clock += 1_000;
    const sent = await post(SECURITY_PATHS.passwordCode, undefined, { token });
    expect(sent.json().value).toEqual({ expiredMinutes: expect.any(Number) });
    const set = await setPassword({ code: await lastCode(t.db, `+880${number}`) });
    expect(valueOf<SecurityProfile>(set).passwordSet).toBe(true);
    const twice = await setPassword({ code: '000000' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'SOCIAL_PASSWORD_SET']);

    const done = await post(
      SECURITY_PATHS.totpDisable,
      { password: 'mobile-pass-1', code: await code() },
      { token, sealed: true },
    );
    expect(done.statusCode).toBe(200);
    expect(valueOf<SecurityProfile>(await profile()).twoFactorEnabled).toBe(false);
    const byPassword = await post(
      PATHS.login,
      { type: 'username', site: 'member', username: `880${number}`, password: 'mobile-pass-1' },
      { sealed: true },
    );
    expect(valueOf<LoginResult>(byPassword).token).toEqual(expect.any(String));
  });
});
