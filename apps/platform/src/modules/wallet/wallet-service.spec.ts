import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http/api-error';
import { moneyOf, sandboxDb } from '../../testing/sandbox';
import { testDbKinds, type TestDb } from '../../testing/test-db';
import { walletService, type WalletService } from './wallet-service';
import type { WalletCaller } from './wallet-types';

/** One vendor call of a random sequence; small id pools make retries and clashes common. */
const command = fc.oneof(
  fc.record({
    kind: fc.constant('debit' as const),
    txn: fc.nat(5),
    round: fc.nat(3),
    amount: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({
    kind: fc.constant('credit' as const),
    txn: fc.nat(5),
    round: fc.nat(3),
    amount: fc.integer({ min: 0, max: 30_000 }),
  }),
  fc.record({
    kind: fc.constant('cancel' as const),
    txn: fc.nat(5),
    round: fc.nat(3),
    ref: fc.nat(5),
  }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

// On Aurora, a single-wallet merchant, vendor calls book on the main wallet (Lumen: transfers.spec).
describe.each(testDbKinds())('wallet service invariants on %s', (kind) => {
  let testDb: TestDb;
  let wallet: WalletService;
  let caller: WalletCaller;
  let opening: number;
  beforeAll(async () => {
    let slotNodeId: number;
    ({ testDb, slotNodeId } = await sandboxDb(kind));
    wallet = walletService(testDb.db, () => new Date());
    const money = await moneyOf(testDb.db, 'AURORA', 'agent1');
    caller = { memberId: money.memberId, merchantCode: 'AURORA', nodeId: slotNodeId };
    // Start from the seeded balance: every later change must be explained by a vendor txn.
    const txns = await bookedEffect();
    opening = money.balance - txns;
  });
  afterAll(() => testDb?.dispose());

  /** What the member's stored vendor transactions add up to. */
  async function bookedEffect(): Promise<number> {
    const rows = await testDb.db
      .selectFrom('wallet_txn')
      .select(['kind', 'amount'])
      .where('member_id', '=', caller?.memberId ?? -1)
      .execute();
    return rows.reduce((sum, row) => sum + (row.kind === 'DEBIT' ? -1 : 1) * Number(row.amount), 0);
  }

  function run(prefix: string, c: Command) {
    const txnId = `${prefix}t${c.txn}`;
    const roundId = `${prefix}r${c.round}`;
    if (c.kind === 'debit') return wallet.debit(caller, { txnId, roundId, amount: c.amount });
    if (c.kind === 'credit') return wallet.credit(caller, { txnId, roundId, amount: c.amount });
    return wallet.cancel(caller, { txnId, roundId, refTxnId: `${prefix}t${c.ref}` });
  }

  it('keeps balance = ledger = opening + booked txns, never negative, for any call mix', async () => {
    let runNo = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const prefix = `p${runNo++}-`;
        // All at once: on PostgreSQL they really race; the rules must hold in any order.
        const outcomes = await Promise.allSettled(commands.map((c) => run(prefix, c)));
        for (const outcome of outcomes)
          if (outcome.status === 'rejected') {
            // Only the catalogue's refusals, never a crash.
            expect(outcome.reason).toBeInstanceOf(ApiError);
            expect([404, 409]).toContain((outcome.reason as ApiError).statusCode);
          }
        const money = await moneyOf(testDb.db, 'AURORA', 'agent1');
        expect(money.balance).toBeGreaterThanOrEqual(0);
        expect(money.ledgerSum).toBe(money.balance);
        expect(money.lastBalanceAfter).toBe(money.balance);
        expect(opening + (await bookedEffect())).toBe(money.balance);

        // Retrying every call that was booked answers its first result and changes nothing.
        const booked = commands.flatMap((c, i) => {
          const outcome = outcomes[i];
          return outcome?.status === 'fulfilled' ? [{ c, first: outcome.value }] : [];
        });
        const retried = await Promise.all(booked.map(({ c }) => run(prefix, c)));
        expect(retried).toEqual(booked.map(({ first }) => first));
        expect(await moneyOf(testDb.db, 'AURORA', 'agent1')).toEqual(money);
      }),
      { numRuns: 100 },
    );
  });
});
