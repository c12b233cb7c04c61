import { PATHS, SECRET_TRY_LIMIT, type LoginResult, type RetryAfter } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastCode } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

// One throttle for every secret check but the login's (issue 13, A5): the old password of a
// password change and verification codes here; the withdrawal password in the payments module's
// withdrawal-password.spec.ts. Guesses sent at once are counted one after another.
describe.each(testDbKinds())('the one secret throttle on %s', (kind) => {
  let t: TestApp;
  let clock = new Date();
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => clock });
  });
  afterAll(() => t?.close());

  // Sealed bodies carry the app's time, so the clock can move.
  const tokenOf = async (username: string, password: string) =>
    valueOf<LoginResult>(
      await call(
        t.app,
        'LUMEN',
        'POST',
        PATHS.login,
        { type: 'username', site: 'member', username, password },
        { sealed: true, ts: clock.getTime() },
      ),
    ).token;
  const codeOf = (reply: { statusCode: number; json: () => { code: string } }) =>
    `${reply.statusCode} ${reply.json().code}`;
  const change = (token: string, oldPassword: string, ip = '10.80.0.1') =>
    call(
      t.app,
      'LUMEN',
      'POST',
      PATHS.changePassword,
      { oldPassword, newPassword: 'brand-new-1', confirmNewPassword: 'brand-new-1' },
      { token, sealed: true, ip, ts: clock.getTime() },
    );

  it('stops old-password guesses after 5, even the right one, and says when to retry', async () => {
    const token = await tokenOf('player1', 'player1pass');
    const codes: string[] = [];
    for (let i = 0; i < SECRET_TRY_LIMIT; i++)
      codes.push(codeOf(await change(token, `guess-${i}`)));
    expect(codes).toEqual(Array(5).fill('400 OLD_PASSWORD_WRONG'));
    const locked = await change(token, 'player1pass');
    expect(codeOf(locked)).toBe('429 TOO_MANY_TRIES');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(locked.json<{ value: RetryAfter }>().value).toEqual({ retryAfter });
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect(codeOf(await change(token, 'player1pass'))).toBe('200 OK');
  });

  it('answers 12 old-password guesses sent at once: 5 wrong, 7 refused', async () => {
    const token = await tokenOf('agent1', 'agent1pass');
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => change(token, `guess-${i}`, `10.81.0.${i}`)),
    );
    const codes = replies.map(codeOf);
    expect(codes.filter((code) => code === '400 OLD_PASSWORD_WRONG')).toHaveLength(5);
    expect(codes.filter((code) => code === '429 TOO_MANY_TRIES')).toHaveLength(7);
  });

  const resetByCode = (mobileNum: string, verificationCode: string, ip: string) =>
    call(
      t.app,
      'AURORA',
      'POST',
      PATHS.resetByMobile,
      { countryDialingCode: '+880', mobileNum, verificationCode, newPassword: 'reset-pass-1' },
      { sealed: true, ip, ts: clock.getTime() },
    );

  it('stops code guesses for one number after 5, even with a fresh right code', async () => {
    const ip = '10.82.0.1';
    for (let i = 0; i < SECRET_TRY_LIMIT; i++)
      expect(codeOf(await resetByCode('1712345678', `00000${i}`, ip))).toBe('400 CODE_INVALID');
    const sent = await call(
      t.app,
      'AURORA',
      'POST',
      PATHS.smsNoLogin,
      { countryDialingCode: '+880', mobileNo: '1712345678' },
      { ip },
    );
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(t.db, '+8801712345678');
    expect(codeOf(await resetByCode('1712345678', code, '10.82.0.2'))).toBe('429 TOO_MANY_TRIES');
  });

  it('stops one IP guessing codes across many numbers after 20', async () => {
    const ip = '10.83.0.1';
    const codes: string[] = [];
    for (let i = 0; i < 21; i++)
      codes.push(codeOf(await resetByCode(`17000001${String(i).padStart(2, '0')}`, '123456', ip)));
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('400 CODE_INVALID'));
    expect(codes[20]).toBe('429 TOO_MANY_TRIES');
    // Another IP guessing a number of its own is not stopped by it.
    expect(codeOf(await resetByCode('1700000199', '123456', '10.83.0.2'))).toBe('400 CODE_INVALID');
  });

  it("keeps other secrets' wrong answers out of the login's captcha count", async () => {
    // Three wrong old passwords from one IP; that IP's next sign-in fails as a first failure.
    clock = new Date(clock.getTime() + 16 * 60_000);
    const ip = '10.84.0.1';
    const token = await tokenOf('agent1', 'agent1pass');
    for (let i = 0; i < 3; i++)
      expect(codeOf(await change(token, `guess-${i}`, ip))).toBe('400 OLD_PASSWORD_WRONG');
    const login = await call(
      t.app,
      'LUMEN',
      'POST',
      PATHS.login,
      { type: 'username', site: 'member', username: 'member3', password: 'not-it' },
      { sealed: true, ip, ts: clock.getTime() },
    );
    expect(codeOf(login)).toBe('401 LOGIN_FAILED');
    expect(login.json<{ value: { captchaRequired: boolean } }>().value.captchaRequired).toBe(false);
  });
});
