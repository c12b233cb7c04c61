import {
  PATHS,
  type AffiliateCheck,
  type LoginResult,
  type RegisterSettings,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const web = {
  registerUrl: 'https://aurora.example/register',
  domain: 'aurora.example',
  registerMethod: 'WEB',
};

describe.each(testDbKinds())('registration and SMS codes on %s', (kind) => {
  let t: TestApp;
  const clock = Date.now();
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => new Date(clock) });
  });
  afterAll(() => t?.close());
  const put = (merchant: string, path: string, body: object, ip = '10.9.0.1') =>
    call(t.app, merchant, 'PUT', path, { ...web, ...body }, { sealed: true, ip, ts: clock });

  it('serves the registration form of each merchant', async () => {
    const aurora = valueOf<RegisterSettings>(
      await call(t.app, 'AURORA', 'GET', PATHS.registerSettings),
    );
    expect(aurora.flags).toMatchObject({
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
    });
    expect(aurora.countries).toEqual([
      { countryCode: 'BD', countryDialingCode: '+880' },
      { countryCode: 'IN', countryDialingCode: '+91' },
    ]);
    expect([aurora.minimumAge, aurora.freePlay]).toEqual([18, true]);
    const lumen = valueOf<RegisterSettings>(
      await call(t.app, 'LUMEN', 'GET', PATHS.registerSettings),
    );
    expect([
      lumen.countries[0]?.countryDialingCode,
      lumen.freePlay,
      lumen.rules.email?.required,
    ]).toEqual(['+63', false, true]);
  });

  it('checks affiliate codes', async () => {
    const check = async (code: string) =>
      valueOf<AffiliateCheck>(
        await call(t.app, 'AURORA', 'GET', `${PATHS.affiliate}?code=${code}&domain=x`),
      ).valid;
    expect([await check('agent1'), await check('PLAYER1'), await check('NOPE')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('registers by username, signed in, with the agent as upline', async () => {
    const res = await put('AURORA', PATHS.register, {
      username: 'newbie1',
      password: 'longenough1',
      confirmPassword: 'longenough1',
      affiliateCode: 'AGENT1',
      referralCode: 'PLAYER1',
    });
    const result = valueOf<LoginResult>(res);
    expect(result).toMatchObject({ firstTimeLogin: true, memberType: 0, defaultPassword: false });
    const info = await call(t.app, 'AURORA', 'GET', PATHS.memberInfo, undefined, {
      token: result.token,
    });
    expect(valueOf<{ parentAgent: string }>(info).parentAgent).toBe('agent1');
    expect(
      (await loginAs(t.app, 'AURORA', 'NEWBIE1', 'longenough1', {}, '10.9.0.1')).statusCode,
    ).toBe(200);
  });

  it.each([
    [
      'a short username',
      { username: 'ab', password: 'longenough1', confirmPassword: 'longenough1' },
      400,
      'INVALID_FIELD',
    ],
    [
      'a different confirmation',
      { username: 'newbie2', password: 'longenough1', confirmPassword: 'other-one1' },
      400,
      'INVALID_FIELD',
    ],
    [
      'an unknown affiliate code',
      {
        username: 'newbie3',
        password: 'longenough1',
        confirmPassword: 'longenough1',
        affiliateCode: 'NOSUCH',
      },
      400,
      'INVITATION_CODE_INVALID',
    ],
    [
      'an unknown referral code',
      {
        username: 'newbie4',
        password: 'longenough1',
        confirmPassword: 'longenough1',
        referralCode: 'NOSUCH',
      },
      400,
      'INVITATION_CODE_INVALID',
    ],
    [
      'a taken username',
      { username: 'Player1', password: 'longenough1', confirmPassword: 'longenough1' },
      409,
      'USERNAME_TAKEN',
    ],
  ])('refuses %s', async (_, body, status, code) => {
    const res = await put('AURORA', PATHS.register, body);
    expect([res.statusCode, res.json().code]).toEqual([status, code]);
  });

  it('names the first invalid field', async () => {
    const res = await put('LUMEN', PATHS.register, {
      username: 'lumen2',
      password: 'longenough1',
      confirmPassword: 'longenough1',
      payeeName: 'Ana Cruz',
      email: 'bad',
    });
    expect(res.json().value).toMatchObject({ field: 'email', issue: { key: expect.any(String) } });
  });
});
