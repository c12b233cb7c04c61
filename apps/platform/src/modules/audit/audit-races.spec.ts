import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../core/db/database';
import { createSeededTestDb, type TestDb } from '../../testing/test-db';
import { OPERATOR_TOKEN_ACTOR } from './actors';
import { recordAudit, verifyAuditChains } from './audit-store';

// Twenty writers on one merchant's chain at once, from two connection pools (two platforms):
// the chain's advisory lock queues them, so each row names the one committed before it.
describe.skipIf(!process.env.DATABASE_URL)('audit rows written at once on PostgreSQL', () => {
  let shared: TestDb;
  let secondDb: Db;

  beforeAll(async () => {
    shared = await createSeededTestDb('postgres');
    secondDb = await openDatabase({ kind: 'postgres', url: shared.url ?? '' });
  }, 120_000);
  afterAll(async () => {
    await secondDb?.destroy();
    await shared?.dispose();
  });

  it('give one unbroken chain: no fork, no gap', async () => {
    const written = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recordAudit(i % 2 === 0 ? shared.db : secondDb, {
          merchantCode: 'AURORA',
          actor: OPERATOR_TOKEN_ACTOR,
          action: 'test.race',
          subject: { i },
          ip: '127.0.0.1',
          requestId: `race-${i}`,
          outcome: 'done',
          status: 200,
        }),
      ),
    );
    expect(new Set(written.map((w) => w.hash)).size).toBe(20);
    const rows = await shared.db
      .selectFrom('audit_entry')
      .select(['id', 'prev_hash', 'hash'])
      .where('merchant_code', '=', 'AURORA')
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(20);
    rows.forEach((row, i) => expect(row.prev_hash).toBe(i === 0 ? null : rows[i - 1]?.hash));
    expect(await verifyAuditChains(shared.db)).toEqual({
      ok: true,
      chains: 1,
      entries: 20,
      broken: null,
    });
  });
});
