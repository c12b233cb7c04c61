import {
  DEVICE_ID_HEADER,
  PATHS,
  PLAYER_OPS_PATHS,
  SECURITY_PATHS,
  type Envelope,
  type LoginHistoryPage,
  type LoginResult,
  type PlayerSignIn,
  type PlayerSignInPage,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, recordFailures } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const TOKEN = 'ops-token-for-sign-in-record-tests';
const DEVICE = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';
const OTHER_DEVICE = '9b2c1f4e-7d3a-4c55-8e21-6a0f5d9c7b10';

describe.each(testDbKinds())('sign-in records on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: TOKEN });
    const members = await t.db
      .selectFrom('member')
      .select(['id', 'merchant_code', 'account'])
      .execute();
    for (const m of members) ids[`${m.merchant_code}/${m.account}`] = String(m.id);
  });
  afterAll(() => t?.close());

  const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${TOKEN}` },
      ...(payload ? { payload } : {}),
    });
  const memberPath = (path: string, who: string) => path.replace(':id', ids[who] ?? '');
  /** The player desk's sign-in history of a member, newest first. */
  const signIns = async (who: string): Promise<PlayerSignIn[]> =>
    valueOf<PlayerSignInPage>(await ops('GET', memberPath(PLAYER_OPS_PATHS.signIns, who))).items;
  const login = (
    who: string,
    password: string,
    { ip, device }: { ip: string; device?: string },
  ) => {
    const [merchant = '', username] = who.split('/');
    return call(
      t.app,
      merchant,
      'POST',
      PATHS.login,
      { type: 'username', site: 'member', username, password },
      { sealed: true, ip, headers: device === undefined ? {} : { [DEVICE_ID_HEADER]: device } },
    );
  };
  const codeOf = (res: { statusCode: number; json: <T>() => T }) =>
    `${res.statusCode} ${res.json<Envelope<unknown>>().code}`;

  it('keeps the device id sent with a sign-in (lower case) and shows it on the desk', async () => {
    const res = await login('AURORA/player1', 'player1pass', { ip: '10.60.0.1', device: DEVICE });
    expect(codeOf(res)).toBe('200 OK');
    const [latest] = await signIns('AURORA/player1');
    expect(latest).toMatchObject({
      ip: '10.60.0.1',
      deviceId: DEVICE.toLowerCase(),
      outcome: 'success',
    });
  });

  it('signs in as before with a device header that is no UUID, and keeps no device', async () => {
    for (const device of ['not-a-uuid', `${DEVICE}0`, `{${DEVICE}}`, '', `${DEVICE}, ${DEVICE}`]) {
      const res = await login('AURORA/player1', 'player1pass', { ip: '10.60.0.1', device });
      expect(codeOf(res), device).toBe('200 OK');
      const [latest] = await signIns('AURORA/player1');
      expect(latest, device).toMatchObject({ deviceId: null, outcome: 'success' });
    }
  });

  it('records a wrong password with its IP and device; the reply is an unknown name’s', async () => {
    const before = await signIns('AURORA/agent1');
    const wrong = await login('AURORA/agent1', 'not-the-password', {
      ip: '10.60.0.2',
      device: OTHER_DEVICE,
    });
    const unknown = await login('AURORA/nobody77', 'not-the-password', { ip: '10.60.0.2' });
    expect(codeOf(wrong)).toBe('401 LOGIN_FAILED');
    expect(wrong.json()).toEqual(unknown.json());
    const after = await signIns('AURORA/agent1');
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      ip: '10.60.0.2',
      deviceId: OTHER_DEVICE,
      outcome: 'wrong_password',
    });
    // The unknown name left no record anywhere.
    const rows = await t.db.selectFrom('login_history').select('ip').execute();
    expect(rows.filter((row) => row.ip === '10.60.0.2')).toHaveLength(1);
    // The member's own login history (security centre) still lists sign-ins only.
    const signedIn = await login('AURORA/agent1', 'agent1pass', { ip: '10.60.0.2' });
    const token = valueOf<LoginResult>(signedIn).token;
    const own = valueOf<LoginHistoryPage>(
      await call(t.app, 'AURORA', 'GET', SECURITY_PATHS.loginHistory, undefined, { token }),
    );
    const successes = (await signIns('AURORA/agent1')).filter((s) => s.outcome === 'success');
    expect(own.items.map((item) => item.at)).toEqual(successes.map((s) => s.at));
  });

  it('records a sign-in refused because the member is blocked, by staff or a time-out', async () => {
    const who = 'LUMEN/player1';
    const block = { reason: 'Chargeback' };
    expect((await ops('POST', memberPath(PLAYER_OPS_PATHS.block, who), block)).statusCode).toBe(
      200,
    );
    const refused = await login(who, 'player1pass', { ip: '10.60.0.3', device: DEVICE });
    expect(codeOf(refused)).toBe('403 ACCOUNT_LOCKED');
    expect((await signIns(who))[0]).toMatchObject({
      ip: '10.60.0.3',
      deviceId: DEVICE.toLowerCase(),
      outcome: 'blocked',
    });
    const lift = { reason: 'Cleared' };
    await ops('POST', memberPath(PLAYER_OPS_PATHS.unblock, who), lift);
    const timeOut = await ops('POST', memberPath(PLAYER_OPS_PATHS.timeOut, who), { days: 1 });
    expect(timeOut.statusCode).toBe(200);
    const timedOut = await login(who, 'player1pass', { ip: '10.60.0.3' });
    expect(codeOf(timedOut)).toBe('403 TIMED_OUT');
    const [latest, earlier] = await signIns(who);
    expect(latest).toMatchObject({ ip: '10.60.0.3', deviceId: null, outcome: 'blocked' });
    expect(earlier?.outcome).toBe('blocked');
  });

  it('records a try the failed-login throttle refused, which still refuses the next', async () => {
    const who = 'LUMEN/agent1';
    const ip = '203.0.113.77';
    await recordFailures(t.db, { merchant: 'LUMEN', account: 'agent1', ip }, 100, Date.now());
    const first = await login(who, 'agent1pass', { ip, device: DEVICE });
    expect(codeOf(first)).toBe('429 LOGIN_LOCKED');
    expect((await signIns(who))[0]).toMatchObject({
      ip,
      deviceId: DEVICE.toLowerCase(),
      outcome: 'throttled',
    });
    expect(codeOf(await login(who, 'agent1pass', { ip }))).toBe('429 LOGIN_LOCKED');
    const attempts = await t.db
      .selectFrom('login_attempt')
      .select('id')
      .where('account', '=', 'agent1')
      .where('ip', '=', ip)
      .execute();
    expect(attempts).toHaveLength(100);
  });
});
