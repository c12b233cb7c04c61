import {
  PATHS,
  type LoginInfo,
  type LoginResult,
  type MemberIcon,
  type MemberInfo,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

describe.each(testDbKinds())('member calls and session expiry on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => new Date(clock) });
  });
  afterAll(() => t?.close());
  const get = (path: string, token: string) =>
    call(t.app, 'AURORA', 'GET', path, undefined, { token });
  const token = async () => valueOf<LoginResult>(await login({}, '127.0.0.1')).token;
  const login = (extra: object, ip: string) =>
    call(
      t.app,
      'AURORA',
      'POST',
      PATHS.login,
      { type: 'username', site: 'member', username: 'player1', password: 'player1pass', ...extra },
      { sealed: true, ip, ts: clock },
    );

  it('serves info, icon, login info; first login and language stick', async () => {
    const session = await token();
    const info = valueOf<MemberInfo>(await get(PATHS.memberInfo, session));
    expect(info).toMatchObject({
      account: 'player1',
      nickname: 'Player One',
      type: 0,
      parentAgent: null,
      currency: 'BDT',
      language: 'bn',
      email: 'player1@example.com',
      mobile: '+880 17****5678',
    });
    expect(valueOf<MemberIcon>(await get(PATHS.memberIcon, session))).toEqual({ iconUrl: null });
    // The seed leaves player1 one unread message (the messages module).
    expect(valueOf<LoginInfo>(await get(PATHS.loginInfo, session))).toMatchObject({
      unreadMessage: 1,
      referralEnabled: true,
    });
    expect(
      (await call(t.app, 'AURORA', 'POST', PATHS.firstLogin, undefined, { token: session }))
        .statusCode,
    ).toBe(200);
    const bad = await call(
      t.app,
      'AURORA',
      'PUT',
      PATHS.memberLanguage,
      { language: 'pt' },
      { token: session },
    );
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'BAD_REQUEST']);
    expect(
      (
        await call(
          t.app,
          'AURORA',
          'PUT',
          PATHS.memberLanguage,
          { language: 'en' },
          { token: session },
        )
      ).statusCode,
    ).toBe(200);
    expect(valueOf<MemberInfo>(await get(PATHS.memberInfo, session)).language).toBe('en');
    expect(
      valueOf<LoginResult>(await loginAs(t.app, 'AURORA', 'player1', 'player1pass')).firstTimeLogin,
    ).toBe(false);
  });

  it('ends sessions after 30 idle minutes and after 12 hours', async () => {
    const idle = await token();
    clock += 29 * 60_000;
    expect((await get(PATHS.balance, idle)).statusCode).toBe(200);
    clock += 31 * 60_000;
    expect((await get(PATHS.balance, idle)).json().code).toBe('SESSION_ENDED');
    const long = await token();
    for (let hour = 0; hour < 12; hour++) {
      clock += 25 * 60_000;
      await get(PATHS.balance, long);
      clock += 25 * 60_000;
      await get(PATHS.balance, long);
    }
    // 10 h so far, each step within the idle limit; two more hours pass the 12-hour cap.
    for (let step = 0; step < 4; step++) {
      clock += 25 * 60_000;
      expect((await get(PATHS.balance, long)).statusCode).toBe(200);
    }
    clock += 25 * 60_000;
    expect((await get(PATHS.balance, long)).json().code).toBe('SESSION_ENDED');
  });

  it('flags an expired password when the merchant has expiry on', async () => {
    await t.db
      .updateTable('merchant_account_settings')
      .set({ password_expiry_days: 30 })
      .where('merchant_code', '=', 'AURORA')
      .execute();
    clock += 31 * 86_400_000;
    expect(valueOf<LoginResult>(await login({}, '127.0.0.1')).passwordExpired).toBe(true);
    await t.db
      .updateTable('merchant_account_settings')
      .set({ password_expiry_days: 0 })
      .where('merchant_code', '=', 'AURORA')
      .execute();
    expect(valueOf<LoginResult>(await login({}, '127.0.0.1')).passwordExpired).toBe(false);
  });
});
