import {
  CASHIER_PATHS,
  GATEWAY_VERSION_HEADER,
  MERCHANT_HEADER,
  OPERATOR_PATHS,
  PATHS,
  type DepositMethods,
  type DomainRoute,
  type LoginResult,
  type NewMerchantCreated,
  type NewMerchantRequest,
  type WalletBalance,
  type WhitelabelInfo,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const TOKEN = 'ops-token-for-tests-0123456789';

const NOVA: NewMerchantRequest = {
  code: 'NOVA',
  displayName: 'Nova Bet',
  currency: 'USD',
  languages: ['en', 'tl'],
  defaultLanguage: 'tl',
  timeZone: 'Asia/Manila',
  domains: ['nova.example', '*.nova.example'],
  registration: 'username',
  countries: [],
  singleWallet: true,
};

describe.each(testDbKinds())('creating a merchant through the operator API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: TOKEN });
  }, 120_000);
  afterAll(() => t?.close());

  const create = (body: object, authorization = `Bearer ${TOKEN}`) =>
    t.app.inject({
      method: 'POST',
      url: OPERATOR_PATHS.merchants,
      headers: { authorization },
      payload: body,
    });
  const asSite = (merchant: string, url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        [MERCHANT_HEADER]: merchant,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  it('opens a brand at once: its site settings, sign-up with the new payload key, cashier', async () => {
    const res = await create(NOVA);
    expect(res.statusCode).toBe(201);
    const { code, payloadKey, defaultPassword } = res.json<{ value: NewMerchantCreated }>().value;
    expect(code).toBe('NOVA');
    expect(payloadKey.length).toBeGreaterThanOrEqual(43);
    expect(defaultPassword).toMatch(/^[A-Z][a-z]{5}\d{6}$/);

    const site = valueOf<WhitelabelInfo>(await asSite('NOVA', PATHS.whitelabel));
    expect(site).toMatchObject({ currency: 'USD', defaultLanguage: 'tl', timeZone: 'Asia/Manila' });
    expect(valueOf<DomainRoute>(await asSite('NOVA', PATHS.domainRoute))).toEqual({
      mainDomain: 'nova.example',
      domains: ['nova.example', '*.nova.example'],
    });

    const body = {
      username: 'novaplayer',
      password: 'longenough1',
      confirmPassword: 'longenough1',
      registerUrl: 'https://nova.example/register',
      domain: 'nova.example',
      registerMethod: 'WEB',
    };
    const signUp = await t.app.inject({
      method: 'PUT',
      url: PATHS.register,
      headers: { [MERCHANT_HEADER]: 'NOVA', [GATEWAY_VERSION_HEADER]: '3' },
      payload: seal(body, payloadKey),
    });
    const { token } = valueOf<LoginResult>(signUp);
    const balance = valueOf<WalletBalance>(await asSite('NOVA', PATHS.balance, token));
    expect([balance.balance, balance.currency]).toEqual([0, 'USD']);
    const methods = valueOf<DepositMethods>(
      await asSite('NOVA', CASHIER_PATHS.depositMethods, token),
    );
    // Named in the brand's default language, Tagalog (no Accept-Language was sent).
    expect(methods.list.map((m) => [m.name, m.currency])).toEqual([
      ['E-wallet', 'USD'],
      ['Paglipat sa bangko', 'USD'],
    ]);
  });

  it('opens an Arabic-first brand that offers English too (a right-to-left site)', async () => {
    const res = await create({
      ...NOVA,
      code: 'SAHRA_T',
      currency: 'AED',
      languages: ['ar', 'en'],
      defaultLanguage: 'ar',
      timeZone: 'Asia/Dubai',
      domains: ['sahra-t.example'],
    });
    expect(res.statusCode).toBe(201);
    const site = valueOf<WhitelabelInfo>(await asSite('SAHRA_T', PATHS.whitelabel));
    expect(site).toMatchObject({ currency: 'AED', defaultLanguage: 'ar', languages: ['ar', 'en'] });
  });

  it('refuses a code that exists, even from two operators at once, leaving one merchant', async () => {
    const twice = await Promise.all([
      create({ ...NOVA, code: 'TWIN' }),
      create({ ...NOVA, code: 'TWIN' }),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(twice.find((r) => r.statusCode === 409)?.json().code).toBe('MERCHANT_EXISTS');
    const again = await create({ ...NOVA, code: 'AURORA' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'MERCHANT_EXISTS']);
  });

  it.each([
    ['a lower-case code', { code: 'nova2' }, /pattern/],
    [
      'a default language it does not offer',
      { code: 'NOVA3', defaultLanguage: 'bn' },
      /defaultLanguage/,
    ],
    ['an unknown time zone', { code: 'NOVA4', timeZone: 'Mars/Olympus' }, /time zone/],
    ['mobile sign-up without countries', { code: 'NOVA5', registration: 'mobile' }, /countries/],
    ['a currency that is not ISO 4217', { code: 'NOVA6', currency: 'usd' }, /pattern/],
  ])('answers 400 to %s and creates nothing', async (_, change, message) => {
    const res = await create({ ...NOVA, ...change });
    expect([res.statusCode, res.json().code]).toEqual([400, 'BAD_REQUEST']);
    expect(res.json().message).toMatch(message);
    const code = (change as { code: string }).code;
    expect((await asSite(code, PATHS.whitelabel)).json().code).toBe('MERCHANT_UNKNOWN');
  });

  it('is the operator’s alone', async () => {
    expect(
      (await create({ ...NOVA, code: 'NOVA7' }, 'Bearer wrong-token-0123456789')).statusCode,
    ).toBe(401);
  });
});
