import {
  CASHIER_PATHS,
  SECURITY_PATHS,
  type ActiveSessionList,
  type LoginHistoryPage,
  type SecurityProfile,
  type SignedOutOthers,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastCode, payloadKeyOf, seal } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { describeDevice } from '../session/login-history';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('describeDevice', () => {
  it('names the browser and system of common User-Agents', () => {
    expect(describeDevice(CHROME_WINDOWS)).toBe('Chrome on Windows');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari on iOS');
    expect(
      describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0'),
    ).toBe('Firefox on Linux');
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 EdgA/131.0',
      ),
    ).toBe('Edge on Android');
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(describeDevice('curl/8.5.0')).toBe('Other browser');
    expect(describeDevice('')).toBeNull();
  });
});

describe.each(testDbKinds())('security centre: sessions, history, profile on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => new Date(clock) });
  });
  afterAll(() => t?.close());

  /** Signs in with a User-Agent, as a browser does. */
  async function signIn(merchant: string, username: string, password: string, ua: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: {
        'x-merchant-code': merchant,
        'x-gateway-version': '3',
        'user-agent': ua,
      },
      payload: seal(
        { type: 'username', site: 'member', username, password },
        payloadKeyOf(merchant),
        clock,
      ),
    });
    return valueOf<{ token: string }>(res).token;
  }
  const get = <T>(token: string, url: string) =>
    call(t.app, 'AURORA', 'GET', url, undefined, { token }).then((res) => valueOf<T>(res));

  it('lists live sessions with device and IP, the current one marked, and the login history', async () => {
    const desk = await signIn('AURORA', 'player1', 'player1pass', CHROME_WINDOWS);
    clock += 1000;
    const phone = await signIn('AURORA', 'player1', 'player1pass', SAFARI_IPHONE);
    const { items } = await get<ActiveSessionList>(phone, SECURITY_PATHS.sessions);
    const mine = items.filter(
      (s) => s.device === 'Safari on iOS' || s.device === 'Chrome on Windows',
    );
    expect(mine.map((s) => [s.device, s.ip, s.current])).toEqual([
      ['Safari on iOS', '127.0.0.1', true],
      ['Chrome on Windows', '127.0.0.1', false],
    ]);
    const history = await get<LoginHistoryPage>(desk, `${SECURITY_PATHS.loginHistory}?limit=1`);
    expect(history.items).toEqual([
      { at: new Date(clock).toISOString(), ip: '127.0.0.1', device: 'Safari on iOS' },
    ]);
    expect(history.nextCursor).not.toBeNull();
    const next = await get<LoginHistoryPage>(
      desk,
      `${SECURITY_PATHS.loginHistory}?limit=1&cursor=${history.nextCursor}`,
    );
    expect(next.items[0]?.device).toBe('Chrome on Windows');
  });

  it('keeps the history to the last 30 days', async () => {
    const token = await signIn('AURORA', 'agent1', 'agent1pass', CHROME_WINDOWS);
    clock += 31 * 86_400_000;
    const fresh = await signIn('AURORA', 'agent1', 'agent1pass', CHROME_WINDOWS);
    const { items } = await get<LoginHistoryPage>(fresh, SECURITY_PATHS.loginHistory);
    expect(items).toHaveLength(1);
    void token;
  });

  it("answers 404 for another member's session, and ends only one's own", async () => {
    const other = await signIn('AURORA', 'agent1', 'agent1pass', CHROME_WINDOWS);
    const otherSessions = (await get<ActiveSessionList>(other, SECURITY_PATHS.sessions)).items;
    const otherSession = otherSessions.find((s) => s.current);
    const mine = await signIn('AURORA', 'player1', 'player1pass', CHROME_WINDOWS);
    const url = (id: number) => SECURITY_PATHS.session.replace(':id', String(id));
    const refused = await call(t.app, 'AURORA', 'DELETE', url(otherSession?.id ?? 0), undefined, {
      token: mine,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'NOT_FOUND']);
    const missing = await call(t.app, 'AURORA', 'DELETE', url(999_999_999), undefined, {
      token: mine,
    });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);
    // The other member's sessions live on.
    expect((await get<ActiveSessionList>(other, SECURITY_PATHS.sessions)).items).toEqual(
      otherSessions,
    );

    const second = await signIn('AURORA', 'player1', 'player1pass', CHROME_WINDOWS);
    const { items } = await get<ActiveSessionList>(mine, SECURITY_PATHS.sessions);
    const secondId = items.find((s) => !s.current)?.id ?? 0;
    const ended = await call(t.app, 'AURORA', 'DELETE', url(secondId), undefined, { token: mine });
    expect(ended.statusCode).toBe(200);
    const after = await call(t.app, 'AURORA', 'GET', SECURITY_PATHS.sessions, undefined, {
      token: second,
    });
    expect([after.statusCode, after.json().code]).toEqual([401, 'SESSION_ENDED']);
  });

  it('signs out every other device and keeps the current one', async () => {
    const others = [
      await signIn('AURORA', 'player1', 'player1pass', CHROME_WINDOWS),
      await signIn('AURORA', 'player1', 'player1pass', CHROME_WINDOWS),
    ];
    const current = await signIn('AURORA', 'player1', 'player1pass', CHROME_WINDOWS);
    const bystander = await signIn('AURORA', 'agent1', 'agent1pass', CHROME_WINDOWS);
    const bystanders = (await get<ActiveSessionList>(bystander, SECURITY_PATHS.sessions)).items;
    const res = await call(t.app, 'AURORA', 'POST', SECURITY_PATHS.signOutOthers, undefined, {
      token: current,
    });
    expect(valueOf<SignedOutOthers>(res).ended).toBeGreaterThanOrEqual(2);
    for (const token of others) {
      const ended = await call(t.app, 'AURORA', 'GET', SECURITY_PATHS.profile, undefined, {
        token,
      });
      expect([ended.statusCode, ended.json().code]).toEqual([401, 'SESSION_ENDED']);
    }
    const { items } = await get<ActiveSessionList>(current, SECURITY_PATHS.sessions);
    expect(items.map((s) => s.current)).toEqual([true]);
    expect((await get<ActiveSessionList>(bystander, SECURITY_PATHS.sessions)).items).toEqual(
      bystanders,
    );
  });

  it('shows and edits the profile, refusing a bad birthday by field', async () => {
    const token = await signIn('AURORA', 'player1', 'player1pass', CHROME_WINDOWS);
    const before = await get<SecurityProfile>(token, SECURITY_PATHS.profile);
    expect(before).toMatchObject({
      account: 'player1',
      mobile: '+880 17****5678',
      mobileVerified: false,
      email: 'pl***@example.com',
      twoFactorEnabled: false,
      withdrawalPasswordSet: false,
    });
    const put = (body: object) =>
      call(t.app, 'AURORA', 'PUT', SECURITY_PATHS.profile, body, { token });
    const saved = valueOf<SecurityProfile>(
      await put({ birthday: '1990-05-17', occupation: ' Engineer ', telegram: '@p1' }),
    );
    expect(saved.profile).toEqual({
      birthday: '1990-05-17',
      occupation: 'Engineer',
      telegram: '@p1',
    });
    const cleared = valueOf<SecurityProfile>(await put({ telegram: '' }));
    expect(cleared.profile).toEqual({ birthday: '1990-05-17', occupation: 'Engineer' });
    for (const birthday of [
      '1990-02-30',
      '17/05/1990',
      new Date(clock).toISOString().slice(0, 10),
    ]) {
      const bad = await put({ birthday });
      expect([bad.statusCode, bad.json().code, bad.json().value]).toEqual([
        400,
        'INVALID_FIELD',
        { field: 'birthday' },
      ]);
    }
    const nul = await put({ address: 'Road\u0000 1' });
    expect([nul.statusCode, nul.json().code]).toEqual([400, 'BAD_REQUEST']);
    const tab = await put({ address: 'Road\t1' });
    expect([tab.statusCode, tab.json().value]).toEqual([400, { field: 'address' }]);
    // An unknown field is refused: registration's hashes in the same JSON stay out of reach.
    const unknown = await put({ paymentPasswordHash: 'x' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'BAD_REQUEST']); // The withdrawal password lives in the payments module; the profile asks it.
    const setPassword = await call(
      t.app,
      'AURORA',
      'POST',
      CASHIER_PATHS.withdrawalPassword,
      { password: 'cash4567' },
      { token },
    );
    expect(setPassword.statusCode).toBe(200);
    const after = await get<SecurityProfile>(token, SECURITY_PATHS.profile);
    expect(after.withdrawalPasswordSet).toBe(true);
  });

  it('binds and verifies a new e-mail and mobile with a code; a taken one is refused', async () => {
    const token = await signIn('AURORA', 'player1', 'player1pass', CHROME_WINDOWS);
    const post = (url: string, body: object) => call(t.app, 'AURORA', 'POST', url, body, { token });
    const email = { channel: 'EMAIL', email: 'New.Player1@example.com' };
    expect((await post(SECURITY_PATHS.contactCode, email)).statusCode).toBe(200);
    const wrong = await post(SECURITY_PATHS.contact, { ...email, code: '000000' });
    expect(wrong.json().code).toBe('CODE_INVALID');
    clock += 2000;
    const code = await lastCode(t.db, 'new.player1@example.com');
    const bound = valueOf<SecurityProfile>(await post(SECURITY_PATHS.contact, { ...email, code }));
    expect([bound.email, bound.emailVerified]).toEqual(['ne***@example.com', true]);

    const mobile = { channel: 'SMS', countryDialingCode: '880', mobileNo: '01798765432' };
    expect((await post(SECURITY_PATHS.contactCode, mobile)).statusCode).toBe(200);
    const sms = await lastCode(t.db, '+8801798765432');
    const withMobile = valueOf<SecurityProfile>(
      await post(SECURITY_PATHS.contact, { ...mobile, code: sms }),
    );
    expect([withMobile.mobile, withMobile.mobileVerified]).toEqual(['+880 17****5432', true]);

    // agent1's number belongs to agent1: no code is sent for it.
    const taken = await post(SECURITY_PATHS.contactCode, {
      channel: 'SMS',
      countryDialingCode: '880',
      mobileNo: '1812345678',
    });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'MOBILE_TAKEN']);
  });

  it('lets a trial account read its settings but change none (403 TRIAL_ACCOUNT)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { 'x-merchant-code': 'AURORA', 'x-gateway-version': '3' },
      payload: seal({ os: 'Linux', platform: 'W' }, payloadKeyOf('AURORA'), clock),
    });
    const { token } = valueOf<{ token: string }>(res);
    expect(
      (await call(t.app, 'AURORA', 'GET', SECURITY_PATHS.profile, undefined, { token })).statusCode,
    ).toBe(200);
    for (const [method, url, body] of [
      ['PUT', SECURITY_PATHS.profile, { zalo: 'z' }],
      ['POST', SECURITY_PATHS.totpSetup, undefined],
      ['POST', SECURITY_PATHS.contactCode, { channel: 'EMAIL', email: 'trial@example.com' }],
    ] as const) {
      const refused = await call(t.app, 'AURORA', method, url, body, { token });
      expect([url, refused.statusCode, refused.json().code]).toEqual([url, 403, 'TRIAL_ACCOUNT']);
    }
  });
});
