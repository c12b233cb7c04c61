import { MAIN_WALLET, type WalletTransferRequest } from '@tessera/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http/api-error';
import { moneyOf, sandboxDb, TEST_VENDOR, vendorMoneyOf } from '../../testing/sandbox';
import { testDbKinds, type TestDb } from '../../testing/test-db';
import { transferBetweenWallets, type Transferrer } from './transfers';
import { walletService, type WalletService } from './wallet-service';
import type { WalletCaller } from './wallet-types';

/** A second vendor wallet, never bet on: only transfers move it. */
const OTHER = 'JL';
const wallets = [MAIN_WALLET, TEST_VENDOR, OTHER] as const;

/** One call of a random sequence; a small requestId pool makes retries and clashes common. */
const command = fc.oneof(
  fc.record({
    kind: fc.constant('one' as const),
    id: fc.nat(6),
    from: fc.constantFrom(...wallets),
    to: fc.constantFrom(...wallets),
    amount: fc.integer({ min: 1, max: 200_000 }),
  }),
  fc.record({
    kind: fc.constant('allIn' as const),
    id: fc.nat(6),
    to: fc.constantFrom(TEST_VENDOR, OTHER),
  }),
  fc.record({ kind: fc.constant('allOut' as const), id: fc.nat(6) }),
  fc.record({
    kind: fc.constant('bet' as const),
    id: fc.nat(6),
    amount: fc.integer({ min: 1, max: 100_000 }),
  }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

// Lumen is multi-wallet: bets on the test slot book on the member's wallet at its vendor.
describe.each(testDbKinds())('transfers between wallets on %s', (kind) => {
  let testDb: TestDb;
  let wallet: WalletService;
  let caller: WalletCaller;
  let who: Transferrer;
  beforeAll(async () => {
    let slotNodeId: number;
    ({ testDb, slotNodeId } = await sandboxDb(kind));
    wallet = walletService(testDb.db, () => new Date());
    const { memberId } = await moneyOf(testDb.db, 'LUMEN', 'player1');
    caller = { memberId, merchantCode: 'LUMEN', nodeId: slotNodeId };
    who = { memberId, isSingle: false, vendors: [TEST_VENDOR, OTHER] };
  }, 120_000);
  afterAll(() => testDb?.dispose());

  /** Every wallet's balance, checked against its own ledger on the way. */
  async function books() {
    const main = await moneyOf(testDb.db, 'LUMEN', 'player1');
    const vendors = [
      await vendorMoneyOf(testDb.db, main.memberId, TEST_VENDOR),
      await vendorMoneyOf(testDb.db, main.memberId, OTHER),
    ];
    for (const w of [main, ...vendors]) {
      expect(w.balance).toBeGreaterThanOrEqual(0);
      expect(w.ledgerSum).toBe(w.balance);
      expect(w.lastBalanceAfter).toBe(w.balance);
    }
    return main.balance + vendors.reduce((sum, w) => sum + w.balance, 0);
  }

  function run(prefix: string, c: Command) {
    const requestId = `${prefix}-req-${c.id}`;
    if (c.kind === 'bet')
      return wallet.debit(caller, {
        txnId: `${prefix}t${c.id}`,
        roundId: `${prefix}r${c.id}`,
        amount: c.amount,
      });
    const request: WalletTransferRequest =
      c.kind === 'one'
        ? { mode: 'one', requestId, from: c.from, to: c.to, amount: c.amount }
        : c.kind === 'allIn'
          ? { mode: 'allIn', requestId, to: c.to }
          : { mode: 'allOut', requestId };
    return transferBetweenWallets(testDb.db, who, request, new Date());
  }

  it('keeps every wallet = its ledger, never negative, total = before − bets, for any mix', async () => {
    let runNo = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
        const prefix = `q${runNo++}`;
        const before = await books();
        // All at once: on PostgreSQL they really race.
        const outcomes = await Promise.allSettled(commands.map((c) => run(prefix, c)));
        for (const outcome of outcomes)
          if (outcome.status === 'rejected') {
            expect(outcome.reason).toBeInstanceOf(ApiError);
            expect([404, 409]).toContain((outcome.reason as ApiError).statusCode);
          }
        const bets = await testDb.db
          .selectFrom('wallet_txn')
          .select((eb) => eb.fn.sum<string>('amount').as('sum'))
          .where('txn_id', 'like', `${prefix}t%`)
          .executeTakeFirstOrThrow();
        expect(await books()).toBe(before - Number(bets.sum ?? 0));
      }),
      { numRuns: 60 },
    );
  });
});
