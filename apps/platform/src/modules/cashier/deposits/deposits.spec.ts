import {
  CASHIER_PATHS,
  depositPath,
  type Deposit,
  type DepositMethods,
  type Envelope,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];

describe.each(testDbKinds())('cashier deposits on %s', (kind) => {
  let t: TestApp;
  let aurora: string;
  let lumen: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    aurora = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    lumen = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
  }, 120_000);
  afterAll(() => t?.close());

  const methods = async (merchant: string, token: string) =>
    valueOf<DepositMethods>(
      await call(t.app, merchant, 'GET', CASHIER_PATHS.depositMethods, undefined, {
        token,
        language: 'en',
      }),
    ).list;
  const methodId = async (merchant: string, token: string, name: string) =>
    (await methods(merchant, token)).find((m) => m.name === name)?.id ?? -1;
  const deposit = (merchant: string, token: string, body: unknown) =>
    call(t.app, merchant, 'POST', CASHIER_PATHS.deposits, body, { token });
  const depositRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('deposit')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("lists each merchant's methods in its currency and order", async () => {
    const auroraList = await methods('AURORA', aurora);
    expect(auroraList.map((m) => [m.name, m.kind, m.currency])).toEqual([
      ['bKash', 'redirect', 'BDT'],
      ['Nagad', 'qr', 'BDT'],
      ['Bank transfer', 'bank', 'BDT'],
    ]);
    expect(auroraList[2]).toMatchObject({ min: 100_000, max: 50_000_000, fee: 2_500, order: 2 });
    const lumenList = await methods('LUMEN', lumen);
    expect(lumenList.map((m) => [m.name, m.kind, m.currency])).toEqual([
      ['GCash', 'redirect', 'PHP'],
      ['Maya', 'qr', 'PHP'],
    ]);
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'AURORA', 'GET', CASHIER_PATHS.depositMethods);
    expect(codeOf(res)).toEqual([401, 'UNAUTHORIZED']);
  });

  it('opens a pending deposit with instructions of the method kind', async () => {
    const bank = await methodId('AURORA', aurora, 'Bank transfer');
    const opened = valueOf<Deposit>(
      await deposit('AURORA', aurora, { methodId: bank, amount: 150_000 }),
    );
    expect(opened).toMatchObject({ methodId: bank, status: 'pending', amount: 150_000 });
    expect(opened.currency).toBe('BDT');
    expect(opened.instructions.bank?.transferNote).toMatch(/^SBX[0-9A-F]{32}$/);
    expect(opened.instructions.redirectUrl).toBe(
      `/sandbox/pay/${opened.instructions.bank?.transferNote}`,
    );
    const nagad = await methodId('AURORA', aurora, 'Nagad');
    const qr = valueOf<Deposit>(
      await deposit('AURORA', aurora, { methodId: nagad, amount: 20_000 }),
    );
    expect(qr.instructions.qrPayload).toMatch(/^SANDBOXPAY\|SBX[0-9A-F]{32}\|BDT\|20000$/);

    const read = await call(t.app, 'AURORA', 'GET', depositPath(opened.id), undefined, {
      token: aurora,
    });
    expect(valueOf<Deposit>(read)).toEqual(opened);
    // Another member (here of another merchant) cannot read it.
    const other = await call(t.app, 'LUMEN', 'GET', depositPath(opened.id), undefined, {
      token: lumen,
    });
    expect(codeOf(other)).toEqual([404, 'DEPOSIT_NOT_FOUND']);
  });

  it('refuses every bad deposit with its own code, writing nothing', async () => {
    const bkash = await methodId('AURORA', aurora, 'bKash');
    const gcash = await methodId('LUMEN', lumen, 'GCash');
    // A method of the member's merchant in another currency.
    const usd = await t.db
      .insertInto('payment_method')
      .values({
        merchant_code: 'AURORA',
        code: 'TEST_USD',
        name: 'Dollar card',
        kind: 'redirect',
        currency: 'USD',
        min_amount: 1,
        max_amount: 1_000_000,
        daily_count: 10,
        logo: '/cdn/payments/usd.svg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = { rows: await depositRows(), money: await moneyOf(t.db, 'AURORA', 'player1') };
    const cases: [unknown, number, string][] = [
      [{ methodId: bkash, amount: 0 }, 400, 'DEPOSIT_AMOUNT_INVALID'],
      [{ methodId: bkash, amount: -500 }, 400, 'DEPOSIT_AMOUNT_INVALID'],
      [{ methodId: bkash, amount: 20_000.5 }, 400, 'DEPOSIT_AMOUNT_INVALID'],
      [{ methodId: bkash, amount: '20000' }, 400, 'DEPOSIT_AMOUNT_INVALID'],
      [{ methodId: bkash, amount: 19_999 }, 400, 'DEPOSIT_AMOUNT_OUT_OF_RANGE'],
      [{ methodId: bkash, amount: 2_500_001 }, 400, 'DEPOSIT_AMOUNT_OUT_OF_RANGE'],
      [{ methodId: gcash, amount: 20_000 }, 404, 'PAYMENT_METHOD_UNAVAILABLE'],
      [{ methodId: 999_999, amount: 20_000 }, 404, 'PAYMENT_METHOD_UNAVAILABLE'],
      [{ methodId: Number(usd.id), amount: 20_000 }, 409, 'PAYMENT_CURRENCY_MISMATCH'],
      [{ methodId: bkash }, 400, 'BAD_REQUEST'],
    ];
    for (const [body, status, code] of cases)
      expect(codeOf(await deposit('AURORA', aurora, body)), JSON.stringify(body)).toEqual([
        status,
        code,
      ]);
    expect(await depositRows()).toBe(before.rows);
    expect(await moneyOf(t.db, 'AURORA', 'player1')).toEqual(before.money);
  });

  it('lets only the daily count through when deposits arrive at once', async () => {
    const limited = await t.db
      .insertInto('payment_method')
      .values({
        merchant_code: 'AURORA',
        code: 'TEST_DAILY',
        name: 'Three a day',
        kind: 'redirect',
        currency: 'BDT',
        min_amount: 1,
        max_amount: 1_000_000,
        daily_count: 3,
        logo: '/cdn/payments/daily.svg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        deposit('AURORA', aurora, { methodId: Number(limited.id), amount: 5_000 }),
      ),
    );
    const codes = replies.map((res) => codeOf(res)[1]);
    expect(codes.filter((code) => code === 'DEPOSIT_DAILY_LIMIT')).toHaveLength(7);
    expect(replies.filter((res) => res.statusCode === 200)).toHaveLength(3);
    const stored = await t.db
      .selectFrom('deposit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('method_id', '=', limited.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(3);
  });

  it('refuses a switched-off method and one past its daily count', async () => {
    const agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    const bank = await methodId('AURORA', agent, 'Bank transfer');
    for (let i = 0; i < 3; i++)
      valueOf<Deposit>(await deposit('AURORA', agent, { methodId: bank, amount: 100_000 }));
    const rows = await depositRows();
    expect(codeOf(await deposit('AURORA', agent, { methodId: bank, amount: 100_000 }))).toEqual([
      409,
      'DEPOSIT_DAILY_LIMIT',
    ]);
    await t.db
      .updateTable('payment_method')
      .set({ enabled: false })
      .where('code', '=', 'NAGAD')
      .execute();
    const nagad = await t.db
      .selectFrom('payment_method')
      .select('id')
      .where('code', '=', 'NAGAD')
      .executeTakeFirstOrThrow();
    expect(
      codeOf(await deposit('AURORA', agent, { methodId: Number(nagad.id), amount: 20_000 })),
    ).toEqual([404, 'PAYMENT_METHOD_UNAVAILABLE']);
    expect((await methods('AURORA', agent)).map((m) => m.name)).not.toContain('Nagad');
    expect(await depositRows()).toBe(rows);
  });
});
