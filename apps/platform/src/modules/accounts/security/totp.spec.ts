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
import { call } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

describe.each(testDbKinds())('two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  // Half-way through a 30 s step, so codes of the steps either side are easy to make.
  let clock = Math.floor(Date.now() / 30_000) * 30_000 + 15_000;
  let secret = '';
  let recovery: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => new Date(clock) });
  });
  afterAll(() => t?.close());

  /** The authenticator's code `steps` steps from the platform's clock. */
  const code = (steps = 0) => generate({ secret, epoch: Math.floor(clock / 1000) + steps * 30 });
  /**
   * A new IP the member has used before: wrong answers from one IP soon bring the login's
   * captcha, which is not what these tests are about.
   */
  let ips = 0;
  const knownIp = async () => {
    const ip = `10.61.${Math.floor(++ips / 200)}.${ips % 200}`;
    const member = await t.db
      .selectFrom('member')
      .select('id')
      .where('merchant_code', '=', 'LUMEN')
      .where('account', '=', 'player1')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('known_ip').values({ member_id: member.id, ip }).execute();
    return ip;
  };
  const login = async (extra: object = {}, ip?: string, username = 'player1') =>
    call(
      t.app,
      'LUMEN',
      'POST',
      PATHS.login,
      { type: 'username', site: 'member', username, password: 'player1pass', ...extra },
      { sealed: true, ip: ip ?? (await knownIp()), ts: clock },
    );
  const post = (token: string, url: string, body?: object, sealed = false) =>
    call(t.app, 'LUMEN', 'POST', url, body, { token, sealed, ts: clock });
  /** Moves the clock past the secret throttle's window. */
  const later = () => (clock += 16 * 60_000);

  it('sets up with a code made from the shown secret and hands out ten recovery codes once', async () => {
    const token = valueOf<LoginResult>(await login()).token;
    const setup = valueOf<TotpSetup>(await post(token, SECURITY_PATHS.totpSetup));
    secret = setup.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*player1\?.*secret=/);
    expect(setup.uri).toContain('issuer=Lumen');

    const wrong = await post(token, SECURITY_PATHS.totpEnable, { code: '000000' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'TOTP_INVALID']);
    const on = valueOf<RecoveryCodes>(
      await post(token, SECURITY_PATHS.totpEnable, { code: await code(-1) }),
    );
    recovery = on.recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const again = await post(token, SECURITY_PATHS.totpSetup);
    expect([again.statusCode, again.json().code]).toEqual([409, 'TOTP_ALREADY_ENABLED']);
    const profile = valueOf<SecurityProfile>(
      await call(t.app, 'LUMEN', 'GET', SECURITY_PATHS.profile, undefined, { token }),
    );
    expect([profile.twoFactorEnabled, profile.recoveryCodesLeft]).toEqual([true, 10]);
    // Only hashes are kept.
    const stored = await t.db.selectFrom('totp_recovery_code').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recovery[0]);
  });

  it('asks for the code after the password, takes a current one once, refuses a wrong one', async () => {
    const ask = await login();
    expect([ask.statusCode, ask.json().code, ask.json().value]).toEqual([
      401,
      'TOTP_REQUIRED',
      { captchaRequired: false, twoFactorRequired: true },
    ]);
    const wrongPassword = await login({ password: 'nope-nope', totpCode: await code() });
    expect(wrongPassword.json().code).toBe('LOGIN_FAILED');
    const wrong = await login({ totpCode: '123456' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'TOTP_INVALID']);
    const now = await code();
    expect(valueOf<LoginResult>(await login({ totpCode: now })).token).toBeTruthy();
    // The same step's code again (a replay), and an older one: refused.
    for (const replay of [now, await code(-1)]) {
      const res = await login({ totpCode: replay });
      expect(res.json().code).toBe('TOTP_INVALID');
    }
    expect(valueOf<LoginResult>(await login({ totpCode: await code(1) })).token).toBeTruthy();
  });

  it('throttles guesses: five wrong codes, then 429 TOO_MANY_TRIES even for the right one', async () => {
    later();
    for (let i = 0; i < 5; i++) {
      const res = await login({ totpCode: String(100_000 + i) });
      expect(res.json().code).toBe('TOTP_INVALID');
    }
    const locked = await login({ totpCode: await code() });
    expect([locked.statusCode, locked.json().code]).toEqual([429, 'TOO_MANY_TRIES']);
    later();
    expect((await login({ totpCode: await code() })).statusCode).toBe(200);
  });

  it('takes a recovery code instead, once', async () => {
    later();
    const typed = ` ${recovery[0]?.toUpperCase()} `;
    expect(valueOf<LoginResult>(await login({ totpCode: typed })).token).toBeTruthy();
    const reused = await login({ totpCode: recovery[0] });
    expect(reused.json().code).toBe('TOTP_INVALID');
  });

  it('lets one of several sign-ins sent at once with the same recovery code through', async () => {
    later();
    // Three: a fourth in flight would meet the login's own captcha (tries count when they start).
    const ips = [await knownIp(), await knownIp(), await knownIp()];
    const replies = await Promise.all(ips.map((ip) => login({ totpCode: recovery[1] }, ip)));
    const codes = replies.map((res) => res.json().code).sort();
    expect(codes).toEqual(['OK', 'TOTP_INVALID', 'TOTP_INVALID']);
  });

  it('proves an unfamiliar IP with the authenticator (GOOGLE) and then needs no second code', async () => {
    later();
    await t.db
      .updateTable('merchant_account_settings')
      .set({ ip_verification_method: 'GOOGLE' })
      .where('merchant_code', '=', 'LUMEN')
      .execute();
    const ip = '10.60.9.9';
    const first = await login({}, ip);
    const failure = first.json().value as LoginFailure;
    expect([first.statusCode, first.json().code, failure.ipVerification?.method]).toEqual([
      403,
      'IP_VERIFICATION_REQUIRED',
      'GOOGLE',
    ]);
    const challengeId = failure.ipVerification?.challengeId ?? '';
    const answered = await login({ ipVerification: { challengeId, answer: await code() } }, ip);
    expect(valueOf<LoginResult>(answered).token).toBeTruthy();
    await t.db
      .updateTable('merchant_account_settings')
      .set({ ip_verification_method: 'SMS' })
      .where('merchant_code', '=', 'LUMEN')
      .execute();
  });

  it('turns off with the password and a code, then signs in with the password alone', async () => {
    later();
    const token = valueOf<LoginResult>(await login({ totpCode: await code() })).token;
    clock += 30_000;
    const wrong = await post(
      token,
      SECURITY_PATHS.totpDisable,
      { password: 'nope-nope', code: await code() },
      true,
    );
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'OLD_PASSWORD_WRONG']);
    const off = await post(
      token,
      SECURITY_PATHS.totpDisable,
      { password: 'player1pass', code: await code() },
      true,
    );
    expect(off.statusCode).toBe(200);
    expect(valueOf<LoginResult>(await login()).token).toBeTruthy();
    expect(await t.db.selectFrom('totp_recovery_code').selectAll().execute()).toEqual([]);
  });
});
