import { PATHS, type Captcha, type Envelope, type LoginFailure } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastCode, loginAs, solveCaptcha } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

describe.each(testDbKinds())('captcha, lockout and unfamiliar IPs on %s', (kind) => {
  let t: TestApp;
  const clock = Date.now();
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => new Date(clock) });
  });
  afterAll(() => t?.close());
  const login = (extra: object, ip: string) =>
    call(
      t.app,
      'AURORA',
      'POST',
      PATHS.login,
      { type: 'username', site: 'member', username: 'player1', password: 'player1pass', ...extra },
      { sealed: true, ip, ts: clock },
    );

  it('asks for a captcha after three failures, then needs a right one', async () => {
    const ip = '10.2.0.1';
    const replies = [];
    for (let i = 0; i < 3; i++)
      replies.push(
        (await loginAs(t.app, 'AURORA', 'agent1', 'wrong-pass', {}, ip)).json<
          Envelope<LoginFailure>
        >(),
      );
    expect(replies.map((r) => r.value?.captchaRequired)).toEqual([false, false, true]);
    const missing = await loginAs(t.app, 'AURORA', 'agent1', 'agent1pass', {}, ip);
    expect([missing.statusCode, missing.json().code, missing.json().value]).toEqual([
      401,
      'CAPTCHA_REQUIRED',
      { captchaRequired: true },
    ]);
    const captcha = valueOf<Captcha>(await call(t.app, 'AURORA', 'GET', PATHS.captcha));
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const bad = await loginAs(
      t.app,
      'AURORA',
      'agent1',
      'agent1pass',
      { captchaKey: captcha.captchaKey, captcha: 'XXXXX' },
      ip,
    );
    expect([bad.statusCode, bad.json().code]).toEqual([401, 'CAPTCHA_INVALID']);
    const next = valueOf<Captcha>(await call(t.app, 'AURORA', 'GET', PATHS.captcha));
    const answer = solveCaptcha(next.image).toLowerCase();
    const good = await loginAs(
      t.app,
      'AURORA',
      'agent1',
      'agent1pass',
      { captchaKey: next.captchaKey, captcha: answer },
      ip,
    );
    expect(good.statusCode).toBe(200);
    // Single use: the same answer again is refused.
    const again = await loginAs(
      t.app,
      'AURORA',
      'agent1',
      'agent1pass',
      { captchaKey: next.captchaKey, captcha: answer },
      ip,
    );
    expect(again.json().code).toBe('CAPTCHA_INVALID');
  });

  it('challenges an unfamiliar IP by SMS, then knows it', async () => {
    // The first login ever records its IP without a challenge.
    expect((await login({}, '127.0.0.1')).statusCode).toBe(200);
    const ip = '203.0.113.7';
    const res = await login({}, ip);
    const body = res.json<Envelope<LoginFailure>>();
    expect([res.statusCode, body.code]).toEqual([403, 'IP_VERIFICATION_REQUIRED']);
    expect(body.value?.ipVerification).toMatchObject({
      method: 'SMS',
      maskedTarget: '+880 17****5678',
    });
    const challengeId = body.value?.ipVerification?.challengeId ?? '';
    const wrong = await login({ ipVerification: { challengeId, answer: '000000' } }, ip);
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'CODE_INVALID']);
    const retry = wrong.json<Envelope<LoginFailure>>().value?.ipVerification?.challengeId ?? '';
    const code = await lastCode(t.db, '+8801712345678');
    expect(
      (await login({ ipVerification: { challengeId: retry, answer: code } }, ip)).statusCode,
    ).toBe(200);
    expect((await login({}, ip)).statusCode).toBe(200);
  });

  it('challenges by bank account name when the merchant says so', async () => {
    await t.db
      .updateTable('merchant_account_settings')
      .set({ ip_verification_method: 'BANK_NAME' })
      .where('merchant_code', '=', 'AURORA')
      .execute();
    const ip = '203.0.113.8';
    const first = (await login({}, ip)).json<Envelope<LoginFailure>>();
    expect(first.value?.ipVerification?.method).toBe('BANK_NAME');
    const challengeId = first.value?.ipVerification?.challengeId ?? '';
    expect(
      (await login({ ipVerification: { challengeId, answer: '  player ONE ' } }, ip)).statusCode,
    ).toBe(200);
  });

  it('stops an account after 100 failures in an hour, with Retry-After', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({
      merchant_code: 'AURORA',
      account: 'downline1',
      ip: `10.50.0.${i}`,
      at: new Date(clock - 1000),
    }));
    await t.db.insertInto('login_attempt').values(rows).execute();
    const res = await login({ username: 'downline1', password: 'Welcome2Aurora' }, '10.51.0.1');
    expect([res.statusCode, res.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });
});
