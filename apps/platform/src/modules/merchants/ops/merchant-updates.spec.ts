import {
  GATEWAY_VERSION_HEADER,
  MERCHANT_HEADER,
  OPERATOR_PATHS,
  PATHS,
  memberAdjustmentsPath,
  merchantUpdatePath,
  type Envelope,
  type MerchantProfile,
  type NewMerchantCreated,
  type PaymentMethodSettings,
  type WhitelabelInfo,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const TOKEN = 'ops-token-for-merchant-update-tests';
const auth = { authorization: `Bearer ${TOKEN}` };
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

describe.each(testDbKinds())('updating a merchant through the operator API on %s', (kind) => {
  let t: TestApp;
  let memberId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: TOKEN });
    const created = await t.app.inject({
      method: 'POST',
      url: OPERATOR_PATHS.merchants,
      headers: auth,
      payload: {
        code: 'VEGA',
        displayName: 'Vega',
        currency: 'USD',
        languages: ['en'],
        defaultLanguage: 'en',
        timeZone: 'Asia/Manila',
        domains: [],
        registration: 'username',
        countries: [],
        singleWallet: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const payloadKey = created.json<Envelope<NewMerchantCreated>>().value?.payloadKey ?? '';
    const password = 'longenough1';
    const body = { username: 'vegaplayer', password, confirmPassword: password };
    const signUp = await t.app.inject({
      method: 'PUT',
      url: PATHS.register,
      headers: { [MERCHANT_HEADER]: 'VEGA', [GATEWAY_VERSION_HEADER]: '3' },
      payload: seal(
        {
          ...body,
          registerUrl: 'http://localhost/register',
          domain: 'localhost',
          registerMethod: 'WEB',
        },
        payloadKey,
      ),
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const member = await t.db
      .selectFrom('member')
      .select('id')
      .where('merchant_code', '=', 'VEGA')
      .executeTakeFirstOrThrow();
    memberId = Number(member.id);
  }, 120_000);
  afterAll(() => t?.close());

  const call = (method: 'PUT' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: auth, payload });
  const languages = (code: string, payload: object) =>
    call('PUT', merchantUpdatePath(OPERATOR_PATHS.merchantLanguages, code), payload);
  const currency = (code: string, value: string) =>
    call('PUT', merchantUpdatePath(OPERATOR_PATHS.merchantCurrency, code), { currency: value });
  const method = (code: string, item: string, payload: object) =>
    call(
      'PATCH',
      merchantUpdatePath(OPERATOR_PATHS.merchantPaymentMethod, code, { method: item }),
      payload,
    );
  const vendor = (code: string, item: string, enabled: boolean) =>
    call('PUT', merchantUpdatePath(OPERATOR_PATHS.merchantVendor, code, { vendor: item }), {
      enabled,
    });
  const adjust = (amount: number, requestId: string) =>
    t.app.inject({
      method: 'POST',
      url: memberAdjustmentsPath(memberId),
      headers: auth,
      payload: { amount, reasonCode: 'test', reason: 'Currency test', requestId },
    });
  const site = async (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { [MERCHANT_HEADER]: 'VEGA' } });
  const walletCurrency = async () =>
    (
      await t.db
        .selectFrom('wallet')
        .select(['currency', 'balance'])
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).currency;

  it('replaces the languages and default, and the site reads them at once', async () => {
    const profile = valueOf<MerchantProfile>(
      await languages('VEGA', { languages: ['bn', 'en', 'pt'], defaultLanguage: 'bn' }),
    );
    expect(profile).toEqual({
      code: 'VEGA',
      currency: 'USD',
      languages: ['bn', 'en', 'pt'],
      defaultLanguage: 'bn',
    });
    const info = valueOf<WhitelabelInfo>(await site(PATHS.whitelabel));
    expect(info.defaultLanguage).toBe('bn');
    expect(codeOf(await languages('VEGA', { languages: ['en'], defaultLanguage: 'tl' }))).toBe(
      '400 BAD_REQUEST',
    );
    expect(codeOf(await languages('VEGA', { languages: ['xx'], defaultLanguage: 'en' }))).toBe(
      '400 BAD_REQUEST',
    );
    expect(codeOf(await languages('NOPE', { languages: ['en'], defaultLanguage: 'en' }))).toBe(
      '404 MERCHANT_UNKNOWN',
    );
  });

  it('changes the currency while nobody holds money, and refuses while someone does', async () => {
    expect(valueOf<MerchantProfile>(await currency('VEGA', 'PHP')).currency).toBe('PHP');
    expect(await walletCurrency()).toBe('PHP');
    expect(valueOf<WhitelabelInfo>(await site(PATHS.whitelabel)).currency).toBe('PHP');

    expect((await adjust(5_000, 'cur-credit-1')).statusCode).toBe(200);
    const refused = await currency('VEGA', 'BDT');
    expect(codeOf(refused)).toBe('409 CURRENCY_IN_USE');
    expect(refused.json().message).toMatch(/1 wallet/);
    expect(await walletCurrency()).toBe('PHP');
    const methods = await t.db
      .selectFrom('payment_method')
      .select('currency')
      .where('merchant_code', '=', 'VEGA')
      .execute();
    expect(methods.map((m) => m.currency)).toEqual(['PHP', 'PHP']);

    expect((await adjust(-5_000, 'cur-debit-1')).statusCode).toBe(200);
    expect(valueOf<MerchantProfile>(await currency('VEGA', 'USD')).currency).toBe('USD');
    expect(codeOf(await currency('NOPE', 'USD'))).toBe('404 MERCHANT_UNKNOWN');
  });

  it('never leaves money under a stale currency when a credit races the change', async () => {
    for (let round = 0; round < 8; round += 1) {
      const next = round % 2 === 0 ? 'PHP' : 'USD';
      const [credit, change] = await Promise.all([
        adjust(700, `race-credit-${round}`),
        currency('VEGA', next),
      ]);
      expect(credit.statusCode).toBe(200);
      expect([200, 409]).toContain(change.statusCode);
      const merchant = await t.db
        .selectFrom('merchant')
        .select('currency')
        .where('code', '=', 'VEGA')
        .executeTakeFirstOrThrow();
      // The money is in the merchant's currency whichever call went first.
      expect(await walletCurrency()).toBe(merchant.currency);
      expect((await adjust(-700, `race-debit-${round}`)).statusCode).toBe(200);
      // Back to a wallet of the merchant's currency for the next round.
      const settled = await currency('VEGA', merchant.currency);
      expect(settled.statusCode).toBe(200);
    }
  });

  it('edits a deposit method: switch and limits, which the cashier then offers', async () => {
    const changed = valueOf<PaymentMethodSettings>(
      await method('VEGA', 'BANK', { enabled: false, minAmount: 20_000, dailyCount: 5 }),
    );
    expect(changed).toMatchObject({
      code: 'BANK',
      enabled: false,
      minAmount: 20_000,
      maxAmount: 50_000_000,
      dailyCount: 5,
    });
    expect(codeOf(await method('VEGA', 'BANK', { minAmount: 60_000_000 }))).toBe('400 BAD_REQUEST');
    expect(codeOf(await method('VEGA', 'CRYPTO', { enabled: true }))).toBe(
      '404 PAYMENT_METHOD_UNKNOWN',
    );
    expect(codeOf(await method('NOPE', 'BANK', { enabled: true }))).toBe('404 MERCHANT_UNKNOWN');
    expect(codeOf(await method('VEGA', 'BANK', {}))).toBe('400 BAD_REQUEST');
    expect(codeOf(await method('VEGA', 'BANK', { colour: 'red' }))).toBe('400 BAD_REQUEST');
  });

  it('keeps min at or below max when two operators narrow a range from both ends at once', async () => {
    for (let round = 0; round < 6; round += 1) {
      await method('VEGA', 'EWALLET', { minAmount: 10_000, maxAmount: 5_000_000 });
      const results = await Promise.all([
        method('VEGA', 'EWALLET', { maxAmount: 20_000 }),
        method('VEGA', 'EWALLET', { minAmount: 30_000 }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const row = await t.db
        .selectFrom('payment_method')
        .select(['min_amount', 'max_amount'])
        .where('merchant_code', '=', 'VEGA')
        .where('code', '=', 'EWALLET')
        .executeTakeFirstOrThrow();
      expect(Number(row.min_amount)).toBeLessThanOrEqual(Number(row.max_amount));
    }
  });

  it('switches a vendor off and on for one merchant: its games leave and return', async () => {
    const vendorCodes = async () => {
      const res = await site(`${PATHS.gameMenus}`);
      return JSON.stringify(res.json());
    };
    const before = await vendorCodes();
    expect(before).toContain('"PG"');
    expect(valueOf(await vendor('VEGA', 'pg', false))).toEqual({ vendor: 'PG', enabled: false });
    expect(await vendorCodes()).not.toContain('"PG"');
    expect(valueOf(await vendor('VEGA', 'PG', true))).toEqual({ vendor: 'PG', enabled: true });
    expect(await vendorCodes()).toBe(before);
    expect(codeOf(await vendor('VEGA', 'NOSUCH', false))).toBe('404 VENDOR_UNKNOWN');
    expect(codeOf(await vendor('NOPE', 'PG', false))).toBe('404 MERCHANT_UNKNOWN');
  });
});
