import {
  PATHS,
  SECURITY_PATHS,
  type LoginResult,
  type PasswordResetResult,
  type TotpSetup,
} from '@tessera/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../verification/outbox';
import { call, lastCode, loginAs } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

// Issue 27: a password reset proves the SIM (or the mailbox) only. It sets the password, but it
// signs the player in only where a login proven by that channel would need nothing more: with
// two-factor on, or from an unfamiliar IP checked by another channel, the player logs in with
// the new password and passes that step there.
describe.each(testDbKinds())('the sign-in after a password reset on %s', (kind) => {
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

  const post = (merchant: string, url: string, body: object | undefined, init = {}) =>
    call(t.app, merchant, 'POST', url, body, { ts: clock, ...init });
  /** Sends an SMS code to +880 `number` from `ip` and reads it from the outbox. */
  const smsCode = async (number: string, ip: string, path: string = PATHS.smsNoLogin) => {
    clock += 1_000; // one code per second per number
    const sent = await post(
      'AURORA',
      path,
      { countryDialingCode: '+880', mobileNo: number },
      { ip },
    );
    expect(sent.statusCode).toBe(200);
    return lastCode(t.db, `+880${number}`);
  };
  const resetByMobile = async (number: string, newPassword: string, ip: string) =>
    post(
      'AURORA',
      PATHS.resetByMobile,
      {
        countryDialingCode: '+880',
        mobileNum: number,
        verificationCode: await smsCode(number, ip),
        newPassword,
      },
      { sealed: true, ip },
    );
  /** E-mails a reset link to the account's address and follows it from `ip`. */
  const resetByEmail = async (
    merchant: string,
    username: string,
    email: string,
    newPassword: string,
    ip: string,
  ) => {
    const asked = await t.app.inject({
      method: 'POST',
      url: PATHS.forgotByEmail,
      headers: { 'x-merchant-code': merchant, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email }).toString(),
      remoteAddress: ip,
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await listOutbox(t.db, email, 1);
    const token = /\/resetPassword\?token=([\w-]{43})/.exec(mail?.body ?? '')?.[1];
    return post(merchant, PATHS.resetByEmail, { token, newPassword }, { sealed: true, ip });
  };
  /** Turns two-factor on with a session; the authenticator's next code, a step later each time. */
  async function twoFactorOn(merchant: string, token: string, ip: string) {
    const setup = await post(merchant, SECURITY_PATHS.totpSetup, undefined, { token, ip });
    const { secret } = valueOf<TotpSetup>(setup);
    const code = () => {
      clock += 30_000; // each time step's code is accepted once
      return generate({ secret, epoch: Math.floor(clock / 1000) });
    };
    const on = await post(
      merchant,
      SECURITY_PATHS.totpEnable,
      { code: await code() },
      { token, ip },
    );
    expect(on.statusCode).toBe(200);
    return code;
  }
  const sessionsOf = async (account: string) =>
    (
      await t.db
        .selectFrom('session')
        .innerJoin('member', 'member.id', 'session.member_id')
        .select('session.id')
        .where('member.account', '=', account)
        .where('session.revoked_at', 'is', null)
        .execute()
    ).length;

  it('sets the password by SMS code but leaves the authenticator step to the login', async () => {
    const ip = '10.28.1.1';
    const number = '1728000001';
    const made = await call(
      t.app,
      'AURORA',
      'PUT',
      PATHS.registerMobile,
      {
        registerUrl: 'https://aurora.example/register',
        domain: 'aurora.example',
        registerMethod: 'WEB',
        mobileNum: number,
        countryDialingCode: '+880',
        verificationCode: await smsCode(number, ip, PATHS.smsRegister),
      },
      { sealed: true, ip, ts: clock },
    );
    const account = `880${number}`;
    const code = await twoFactorOn('AURORA', valueOf<LoginResult>(made).token, ip);

    const reset = await resetByMobile(number, 'sim-only-pass1', ip);
    expect(valueOf<PasswordResetResult>(reset)).toEqual({
      signInRequired: true,
      twoFactorRequired: true,
    });
    // No session for the SIM's holder; the one before the reset has ended.
    expect(await sessionsOf(account)).toBe(0);

    const login = (extra: object = {}) =>
      loginAs(t.app, 'AURORA', account, 'sim-only-pass1', extra, ip);
    const asked = await login();
    expect([asked.statusCode, asked.json().code]).toEqual([401, 'TOTP_REQUIRED']);
    expect(valueOf<LoginResult>(await login({ totpCode: await code() })).token).toEqual(
      expect.any(String),
    );
  });

  it('sets the password by the e-mailed link but leaves the authenticator step to the login', async () => {
    const ip = '10.28.2.1';
    const first = await loginAs(t.app, 'LUMEN', 'player1', 'player1pass', {}, ip);
    const code = await twoFactorOn('LUMEN', valueOf<LoginResult>(first).token, ip);

    const reset = await resetByEmail(
      'LUMEN',
      'player1',
      'player1@lumen.example',
      'mailed-2fa-1',
      ip,
    );
    expect(valueOf<PasswordResetResult>(reset)).toEqual({
      signInRequired: true,
      twoFactorRequired: true,
    });
    expect(await sessionsOf('player1')).toBe(0);

    const login = (extra: object = {}) =>
      loginAs(t.app, 'LUMEN', 'player1', 'mailed-2fa-1', extra, ip);
    expect((await login()).json().code).toBe('TOTP_REQUIRED');
    expect(valueOf<LoginResult>(await login({ totpCode: await code() })).token).toEqual(
      expect.any(String),
    );
  });

  it('from an unfamiliar IP, signs in only where the IP check would use the reset channel', async () => {
    // Aurora checks unfamiliar IPs by SMS: a reset by SMS code has passed that check.
    expect(
      (await loginAs(t.app, 'AURORA', 'agent1', 'agent1pass', {}, '10.28.3.1')).statusCode,
    ).toBe(200);
    const bySms = await resetByMobile('1812345678', 'agent-away-1', '10.28.3.2');
    expect(valueOf<LoginResult>(bySms).token).toEqual(expect.any(String));

    // ...but a link in the mailbox has not: the login from there asks the SMS check.
    const home = '10.28.4.1';
    const away = '10.28.4.2';
    expect((await loginAs(t.app, 'AURORA', 'player1', 'player1pass', {}, home)).statusCode).toBe(
      200,
    );
    const byMail = await resetByEmail(
      'AURORA',
      'player1',
      'player1@example.com',
      'mail-away-1',
      away,
    );
    expect(valueOf<PasswordResetResult>(byMail)).toEqual({
      signInRequired: true,
      twoFactorRequired: false,
    });
    const login = await loginAs(t.app, 'AURORA', 'player1', 'mail-away-1', {}, away);
    expect([login.statusCode, login.json().code]).toEqual([403, 'IP_VERIFICATION_REQUIRED']);
    expect(login.json().value.ipVerification.method).toBe('SMS');
    // From the IP it knows, the same reset signs the player in as before.
    const atHome = await resetByEmail(
      'AURORA',
      'player1',
      'player1@example.com',
      'mail-home-1',
      home,
    );
    expect(valueOf<LoginResult>(atHome).token).toEqual(expect.any(String));
  });
});
