import { PATHS, type LoginResult, type WalletBalance } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

describe.each(testDbKinds())('login, free play, logout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('signs player1 in and answers token calls with the session', async () => {
    const result = valueOf<LoginResult>(await loginAs(t.app, 'AURORA', 'player1', 'player1pass'));
    expect(result).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      defaultPassword: false,
      memberType: 0,
    });
    expect(result.token).toMatch(/^[\w-]{43}$/);
    const balance = valueOf<WalletBalance>(
      await call(t.app, 'AURORA', 'GET', PATHS.balance, undefined, { token: result.token }),
    );
    expect(balance).toEqual({
      balance: 150_000,
      inGames: 0,
      currency: 'BDT',
      currencySymbol: '৳',
      demo: false,
    });
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await loginAs(t.app, 'LUMEN', 'player1', 'nope-nope', {}, '10.1.0.1');
    const unknown = await loginAs(t.app, 'LUMEN', 'nobody-here', 'nope-nope', {}, '10.1.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'LOGIN_FAILED',
        message: 'Wrong username or password',
        value: { captchaRequired: false },
      });
    }
  });

  it('flags the default downline password', async () => {
    const result = valueOf<LoginResult>(
      await loginAs(t.app, 'AURORA', 'downline1', 'Welcome2Aurora', {}, '10.3.0.1'),
    );
    expect(result.defaultPassword).toBe(true);
  });

  it('keeps members out of the agent site and agents in', async () => {
    const member = await loginAs(
      t.app,
      'LUMEN',
      'downline1',
      'Welcome2Lumen',
      { site: 'agent' },
      '10.4.0.1',
    );
    expect([member.statusCode, member.json().code]).toEqual([403, 'NOT_AGENT']);
    const agent = await loginAs(
      t.app,
      'LUMEN',
      'agent1',
      'agent1pass',
      { site: 'agent' },
      '10.4.0.1',
    );
    expect(valueOf<LoginResult>(agent).memberType).toBe(1);
  });

  it('refuses plain JSON on an encrypted call', async () => {
    const res = await call(t.app, 'AURORA', 'POST', PATHS.login, {
      type: 'username',
      site: 'member',
      username: 'player1',
      password: 'player1pass',
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'PAYLOAD_INVALID']);
  });

  it('logs out: the token then gets SESSION_ENDED; no token gets UNAUTHORIZED', async () => {
    const token = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    expect(
      (await call(t.app, 'AURORA', 'DELETE', PATHS.logout, undefined, { token })).statusCode,
    ).toBe(200);
    const after = await call(t.app, 'AURORA', 'GET', PATHS.memberInfo, undefined, { token });
    expect([after.statusCode, after.json().code]).toEqual([401, 'SESSION_ENDED']);
    const none = await call(t.app, 'AURORA', 'GET', PATHS.memberInfo);
    expect([none.statusCode, none.json().code]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('opens a trial account with the demo balance, only where free play is on', async () => {
    const trial = valueOf<LoginResult>(
      await call(t.app, 'AURORA', 'POST', PATHS.freePlay, { os: 'web', platform: 'W' }),
    );
    expect(trial.memberType).toBe(4);
    const balance = valueOf<WalletBalance>(
      await call(t.app, 'AURORA', 'GET', PATHS.balance, undefined, { token: trial.token }),
    );
    expect(balance.balance).toBe(200_000);
    const ledger = await t.db
      .selectFrom('ledger_entry')
      .select(['amount', 'kind'])
      .where('kind', '=', 'TRIAL_CREDIT')
      .execute();
    expect(ledger.map((row) => Number(row.amount))).toEqual([200_000]);
    const lumen = await call(t.app, 'LUMEN', 'POST', PATHS.freePlay, { os: 'web', platform: 'W' });
    expect([lumen.statusCode, lumen.json().code]).toEqual([403, 'FEATURE_DISABLED']);
  });
});
