import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { createSeededTestDb, type TestDb } from '../../../testing/test-db';
import { readDepositLimits, setDepositLimits } from './deposit-limits';

// Two staff members tighten one member's daily deposit limit at once (10,000 → 5,000 and
// → 3,000), from two connection pools: the check runs under the member's row lock, so the
// stricter one always stands. Had both read 10,000 first, the 5,000 could land last and loosen
// what the other set.
describe.skipIf(!process.env.DATABASE_URL)('staff tightening a limit at once on PostgreSQL', () => {
  let shared: TestDb;
  let secondDb: Db;
  let memberId: number;

  beforeAll(async () => {
    shared = await createSeededTestDb('postgres');
    secondDb = await openDatabase({ kind: 'postgres', url: shared.url ?? '' });
    const row = await shared.db
      .selectFrom('member')
      .select('id')
      .where('merchant_code', '=', 'AURORA')
      .where('account', '=', 'player1')
      .executeTakeFirstOrThrow();
    memberId = Number(row.id);
  }, 120_000);
  afterAll(async () => {
    await secondDb?.destroy();
    await shared?.dispose();
  });

  it('keep the stricter limit, refusing the looser one when it comes second', async () => {
    const holder = { memberId, timeZone: 'UTC' };
    let refused = 0;
    for (let round = 0; round < 20; round += 1) {
      await shared.db.deleteFrom('deposit_limit').where('member_id', '=', memberId).execute();
      await setDepositLimits(shared.db, holder, { daily: 10_000 }, new Date());
      const results = await Promise.allSettled([
        setDepositLimits(shared.db, holder, { daily: 5_000 }, new Date(), { tightenOnly: true }),
        setDepositLimits(secondDb, holder, { daily: 3_000 }, new Date(), { tightenOnly: true }),
      ]);
      for (const result of results)
        if (result.status === 'rejected') {
          expect(result.reason).toBeInstanceOf(ApiError);
          expect((result.reason as ApiError).code).toBe('LIMIT_NOT_TIGHTER');
          refused += 1;
        }
      const limits = await readDepositLimits(shared.db, holder, new Date());
      expect(limits.daily.amount).toBe(3_000);
    }
    expect(refused).toBeLessThanOrEqual(20);
  });
});
