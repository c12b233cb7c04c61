import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyOf, prepareSandbox } from '../../testing/sandbox';
import { createTestDb, testDbKinds, type TestDb } from '../../testing/test-db';
import { migrateToLatest } from '../../migrate';
import { seed } from '../../seed';
import { SEED_ACCOUNTS } from '../accounts';
import { SEED_ROUND_PLANS, seedRounds } from './seed-rounds';

describe('demo round plans', () => {
  it.each(Object.entries(SEED_ROUND_PLANS))(
    "%s's rounds pay back their stakes and never bet more than the balance",
    (account, plan) => {
      const stakes = plan.reduce((sum, [stake]) => sum + stake, 0);
      const payouts = plan.reduce((sum, [, payout]) => sum + payout, 0);
      expect(payouts).toBe(stakes);
      for (const { members } of SEED_ACCOUNTS) {
        let balance = members.find((member) => member.account === account)?.balance ?? 0;
        for (const [stake, payout] of plan) {
          expect(stake).toBeLessThanOrEqual(balance);
          balance += payout - stake;
        }
      }
    },
  );
});

describe.each(testDbKinds())('seeded demo rounds on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
    await migrateToLatest(testDb.db);
    await seed(testDb.db);
    // Games of our own, in case the catalogue seed has none.
    await prepareSandbox(testDb.db);
  });
  afterAll(() => testDb?.dispose());

  const counts = async () => ({
    rounds: (await testDb.db.selectFrom('game_round').select('id').execute()).length,
    txns: (await testDb.db.selectFrom('wallet_txn').select('txn_id').execute()).length,
    ledger: (await testDb.db.selectFrom('ledger_entry').select('id').execute()).length,
  });

  it('plays every plan through the wallet: balances stay the seeded ones, ledger = balance', async () => {
    await seedRounds(testDb.db);
    const rounds = Object.values(SEED_ROUND_PLANS).flat().length * SEED_ACCOUNTS.length;
    const settled = await testDb.db
      .selectFrom('game_round')
      .select('id')
      .where('round_ref', 'like', 'seed-%')
      .where('status', '=', 'settled')
      .execute();
    expect(settled).toHaveLength(rounds);
    for (const { merchantCode, members } of SEED_ACCOUNTS)
      for (const member of members) {
        const money = await moneyOf(testDb.db, merchantCode, member.account);
        expect([money.balance, money.ledgerSum]).toEqual([member.balance, member.balance]);
      }
  });

  it('books nothing when seeded again', async () => {
    const before = await counts();
    await seedRounds(testDb.db);
    await seed(testDb.db);
    expect(await counts()).toEqual(before);
  });
});
