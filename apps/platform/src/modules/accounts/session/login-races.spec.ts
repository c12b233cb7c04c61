import { PATHS, type Captcha, type LoginResult } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, recordFailures } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

// Wrong logins sent at once must be counted one after another: the captcha after 3 and the
// per account and IP lock at 100 are check-then-act decisions (issue 13, A4).
describe.each(testDbKinds())('login throttles under concurrent tries on %s', (kind) => {
  let t: TestApp;
  const clock = Date.now();
  const ANSWER = 'K7P3W';
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      now: () => new Date(clock),
      captchaText: () => ANSWER,
      ipLimits: { loginPerMinute: 1000, captchaPerMinute: 1000 },
    });
  });
  afterAll(() => t?.close());

  const codesOf = (replies: { json: () => { code: string } }[]) =>
    replies.map((reply) => reply.json().code);
  const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;

  it('checks at most 3 passwords of 30 wrong logins sent at once, then wants a captcha', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        loginAs(t.app, 'LUMEN', 'agent1', `wrong-${i}`, {}, `10.70.0.${i}`),
      ),
    );
    const codes = codesOf(replies);
    expect(count(codes, 'LOGIN_FAILED')).toBeLessThanOrEqual(3);
    expect(count(codes, 'CAPTCHA_REQUIRED')).toBeGreaterThanOrEqual(27);
  });

  it('records at most 100 failures per account and IP when 30 tries arrive at 90', async () => {
    const ip = '10.71.0.1';
    await recordFailures(t.db, { merchant: 'LUMEN', account: 'downline1', ip }, 90, clock);
    const captchas = await Promise.all(
      Array.from({ length: 30 }, async () =>
        valueOf<Captcha>(await call(t.app, 'LUMEN', 'GET', PATHS.captcha)),
      ),
    );
    const replies = await Promise.all(
      captchas.map((captcha, i) =>
        loginAs(
          t.app,
          'LUMEN',
          'downline1',
          `wrong-${i}`,
          { captchaKey: captcha.captchaKey, captcha: ANSWER },
          ip,
        ),
      ),
    );
    const recorded = await t.db
      .selectFrom('login_attempt')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_code', '=', 'LUMEN')
      .where('account', '=', 'downline1')
      .where('ip', '=', ip)
      .executeTakeFirstOrThrow();
    expect(Number(recorded.n)).toBeLessThanOrEqual(100);
    const codes = codesOf(replies);
    expect(count(codes, 'LOGIN_FAILED')).toBeLessThanOrEqual(10);
    expect(count(codes, 'LOGIN_FAILED') + count(codes, 'LOGIN_LOCKED')).toBe(30);
  });

  it('answers firstTimeLogin to exactly one of three first sign-ins at once, and keeps it', async () => {
    const replies = await Promise.all(
      [1, 2, 3].map(() => loginAs(t.app, 'LUMEN', 'player1', 'player1pass', {}, '10.72.0.1')),
    );
    const firsts = replies.map((reply) => valueOf<LoginResult>(reply).firstTimeLogin);
    expect(firsts.filter(Boolean)).toHaveLength(1);
    // The flag is the member row's (not the process's): a restarted platform reads it too.
    const member = await t.db
      .selectFrom('member')
      .select('first_login_done')
      .where('merchant_code', '=', 'LUMEN')
      .where('account', '=', 'player1')
      .executeTakeFirstOrThrow();
    expect(member.first_login_done).toBe(true);
    const later = await loginAs(t.app, 'LUMEN', 'player1', 'player1pass', {}, '10.72.0.1');
    expect(valueOf<LoginResult>(later).firstTimeLogin).toBe(false);
  });
});
