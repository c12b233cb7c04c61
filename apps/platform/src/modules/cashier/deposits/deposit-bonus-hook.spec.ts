import { CASHIER_PATHS, type Deposit, type DepositMethods } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { addRequirement } from '../../turnover';
import { creditBonus } from '../../wallet';
import type { DepositBonusHook } from '../shared/payment-deps';
import { sandboxCallbackHeaders } from '../sandbox/sandbox-provider';

const SECRET = 'sandbox-pay-secret-for-hook-tests';

/** What promotions will do: 10% of each deposit as a bonus, to be wagered five times. */
function tenPercentBonus(calls: number[]): DepositBonusHook {
  return {
    onDepositApproved: async (trx, deposit, now) => {
      calls.push(deposit.id);
      const bonus = Math.floor(deposit.amount / 10);
      await creditBonus(trx, deposit.memberId, bonus, `bonus:deposit:${deposit.id}`);
      const ref = { sourceKind: 'deposit-bonus', sourceRef: `deposit:${deposit.id}` };
      await addRequirement(trx, { memberId: deposit.memberId, required: bonus * 5, ...ref }, now);
    },
  };
}

describe.each(testDbKinds())('the deposit-bonus hook on %s', (kind) => {
  let t: TestApp;
  const calls: number[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      sandboxPaySecret: SECRET,
      depositBonus: tenPercentBonus(calls),
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('books a bonus and its requirement once, however often the callback comes', async () => {
    const token = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
    const { list } = valueOf<DepositMethods>(
      await call(t.app, 'LUMEN', 'GET', CASHIER_PATHS.depositMethods, undefined, { token }),
    );
    const methodId = list.find((m) => m.name === 'GCash')?.id;
    const deposit = valueOf<Deposit>(
      await call(
        t.app,
        'LUMEN',
        'POST',
        CASHIER_PATHS.deposits,
        { methodId, amount: 50_000 },
        { token },
      ),
    );
    const reference = deposit.instructions.redirectUrl?.split('/').pop() ?? '';
    const before = await moneyOf(t.db, 'LUMEN', 'player1');

    const event = { reference, amount: 50_000, outcome: 'approved' as const };
    const callback = () =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/pay/callback',
        headers: sandboxCallbackHeaders(SECRET, event, new Date()),
        payload: event,
      });
    // Five at once (really at once on PostgreSQL), then a late repeat.
    const replies = [...(await Promise.all(Array.from({ length: 5 }, callback))), await callback()];
    expect(replies.map((res) => res.statusCode)).toEqual(Array(6).fill(200));

    expect(calls).toEqual([deposit.id]);
    const after = await moneyOf(t.db, 'LUMEN', 'player1');
    expect(after.balance).toBe(before.balance + 50_000 + 5_000);
    expect(after.ledgerSum).toBe(after.balance);
    const requirements = await t.db
      .selectFrom('turnover_requirement')
      .select(['required', 'source_kind', 'source_ref'])
      .where('member_id', '=', before.memberId)
      .execute();
    expect(requirements).toEqual([
      {
        required: expect.anything(),
        source_kind: 'deposit-bonus',
        source_ref: `deposit:${deposit.id}`,
      },
    ]);
    expect(Number(requirements[0]?.required)).toBe(25_000);
  });
});
