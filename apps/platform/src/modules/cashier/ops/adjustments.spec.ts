import { memberAdjustmentsPath, type BalanceAdjustment, type Envelope } from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const TOKEN = 'ops-token-for-adjustment-tests';
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

describe.each(testDbKinds())('operator balance adjustments on %s', (kind) => {
  let t: TestApp;
  let memberId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: TOKEN });
    memberId = (await moneyOf(t.db, 'AURORA', 'player1')).memberId;
  }, 120_000);
  afterAll(() => t?.close());

  const adjust = (body: object, id: number | string = memberId, token = TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: memberAdjustmentsPath(id as number),
      headers: { authorization: `Bearer ${token}` },
      // Every adjustment names a reason code from the contract's list; a case may replace it.
      payload: { reasonCode: 'goodwill', ...body },
    });
  const money = () => moneyOf(t.db, 'AURORA', 'player1');

  it('books a signed adjustment with its reason, once per requestId', async () => {
    const before = await money();
    const body = {
      amount: 12_345,
      reason: '  Goodwill credit, ticket 881  ',
      requestId: 'adj-0001',
    };
    const first = valueOf<BalanceAdjustment>(await adjust(body));
    expect(first).toMatchObject({
      state: 'booked',
      requestId: 'adj-0001',
      memberId,
      amount: 12_345,
      reason: 'Goodwill credit, ticket 881',
      balance: before.balance + 12_345,
      available: before.balance - before.held + 12_345,
    });
    expect(valueOf<BalanceAdjustment>(await adjust(body))).toEqual(first);
    expect(codeOf(await adjust({ ...body, amount: 1 }))).toBe('409 REQUEST_ID_CONFLICT');
    const entry = await t.db
      .selectFrom('ledger_entry')
      .select(['kind', 'amount', 'note', 'balance_after'])
      .where('id', '=', first.ledgerEntryId)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ kind: 'ADJUSTMENT', note: 'Goodwill credit, ticket 881' });
    expect(Number(entry.amount)).toBe(12_345);
    const after = await money();
    expect(after.balance).toBe(before.balance + 12_345);
    expect(after.ledgerSum).toBe(after.balance);
    expect(after.lastBalanceAfter).toBe(after.balance);
  });

  it('takes the available balance to 0 but never below', async () => {
    const { balance, held } = await money();
    const available = balance - held;
    const over = { amount: -(available + 1), reason: 'Chargeback', requestId: 'adj-over-1' };
    expect(codeOf(await adjust(over))).toBe('409 INSUFFICIENT_BALANCE');
    const exact = { amount: -available, reason: 'Chargeback', requestId: 'adj-exact-1' };
    expect(valueOf<BalanceAdjustment>(await adjust(exact)).available).toBe(0);
    const after = await money();
    expect(after.balance - after.held).toBe(0);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it('lets exactly what is available be deducted by 12 deductions at once', async () => {
    await adjust({ amount: 50_000, reason: 'Top-up for the race', requestId: 'adj-race-top' });
    const { balance, held } = await money();
    const fifth = Math.floor((balance - held) / 5);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        adjust({ amount: -fifth, reason: 'Race', requestId: `adj-race-${n}` }),
      ),
    );
    const codes = replies.map(codeOf);
    expect(codes.filter((code) => code === '200 OK')).toHaveLength(5);
    expect(codes.filter((code) => code === '409 INSUFFICIENT_BALANCE')).toHaveLength(7);
    const after = await money();
    expect(after.balance - after.held).toBe(balance - held - 5 * fifth);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it('refuses bad input with a clear code and books nothing', async () => {
    const before = await money();
    const ok = { amount: 100, reason: 'Test', requestId: 'adj-bad-01' };
    const cases: [object, string][] = [
      [{ ...ok, amount: 0 }, '400 ADJUSTMENT_AMOUNT_INVALID'],
      [{ ...ok, amount: 1.5 }, '400 ADJUSTMENT_AMOUNT_INVALID'],
      [{ ...ok, amount: '100' }, '400 ADJUSTMENT_AMOUNT_INVALID'],
      [{ ...ok, amount: -1e20 }, '400 ADJUSTMENT_AMOUNT_INVALID'],
      [{ ...ok, reason: '' }, '400 BAD_REQUEST'],
      [{ ...ok, reason: '   ' }, '400 BAD_REQUEST'],
      [{ ...ok, reason: 'x'.repeat(141) }, '400 BAD_REQUEST'],
      [{ ...ok, requestId: 'x' }, '400 BAD_REQUEST'],
      [{ amount: 100, reason: 'Test' }, '400 BAD_REQUEST'],
      [{ ...ok, reasonCode: 'nope' }, '400 BAD_REQUEST'],
      [{ ...ok, reasonCode: 7 }, '400 BAD_REQUEST'],
      [{ ...ok, reasonCode: null }, '400 BAD_REQUEST'],
      [{ ...ok, reasonCode: undefined }, '400 BAD_REQUEST'],
    ];
    for (const [body, code] of cases) expect(codeOf(await adjust(body))).toBe(code);
    expect(codeOf(await adjust(ok, 999_999_999))).toBe('404 NOT_FOUND');
    expect(codeOf(await adjust(ok, 'abc'))).toBe('400 BAD_REQUEST');
    expect(codeOf(await adjust(ok, memberId, 'wrong-token-0123456789'))).toBe('401 UNAUTHORIZED');
    expect(await money()).toEqual(before);
  });
});
