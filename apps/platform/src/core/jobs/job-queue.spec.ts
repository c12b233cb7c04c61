import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKinds, type TestDb } from '../../testing/test-db';
import { openDatabase } from '../db/database';
import { JobQueue } from './job-queue';

describe.each(testDbKinds())('the job queue on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 120_000);
  afterAll(() => t?.dispose());

  /** A queue in manual mode with one handler that records what it ran. */
  async function queueOf(ran: string[], fail = false) {
    const jobs = new JobQueue(t.db, 'manual');
    jobs.onError = () => {};
    jobs.handle<{ id: string }>('probe', async ({ id }) => {
      if (fail) throw new Error('provider down');
      ran.push(id);
    });
    await jobs.start();
    return jobs;
  }

  it('installs its schema twice without harm and runs a queued job once', async () => {
    const ran: string[] = [];
    const jobs = await queueOf(ran);
    await (await queueOf([])).stop();
    await jobs.send(t.db, 'probe', { id: 'a' }, 'a');
    // The same key while the first waits: not queued again.
    await jobs.send(t.db, 'probe', { id: 'a' }, 'a');
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(ran).toEqual(['a']);
    await jobs.stop();
  });

  it('starts on several replicas at once, each with its own pool, and leaves no pool broken', async () => {
    // Replicas race to create the same queues; the loser's failed script must neither stop it
    // nor go back to its pool inside an aborted transaction.
    const fresh = await createTestDb(kind);
    const replicas = kind === 'postgres' && fresh.url ? 4 : 1;
    const pools = await Promise.all(
      Array.from({ length: replicas }, (_, i) =>
        i === 0 ? fresh.db : openDatabase({ kind: 'postgres', url: fresh.url ?? '' }),
      ),
    );
    try {
      const queues = pools.map((db) => {
        const jobs = new JobQueue(db, 'manual');
        jobs.handle('probe', async () => {});
        jobs.sweep('sweep', '* * * * *', async () => {});
        return jobs;
      });
      await Promise.all(queues.map((jobs) => jobs.start()));
      for (const db of pools)
        for (let i = 0; i < 12; i++)
          expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([
            { one: 1 },
          ]);
      await Promise.all(queues.map((jobs) => jobs.stop()));
    } finally {
      await Promise.all(pools.slice(1).map((db) => db.destroy()));
      await fresh.dispose();
    }
  }, 120_000);

  it('keeps a job queued in a transaction only if the transaction commits', async () => {
    const ran: string[] = [];
    const jobs = await queueOf(ran);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await jobs.send(trx, 'probe', { id: 'rolled-back' }, 'rolled-back');
        throw new Error('abort');
      })
      .catch(() => {});
    await t.db
      .transaction()
      .execute((trx) => jobs.send(trx, 'probe', { id: 'committed' }, 'committed'));
    await jobs.runDue();
    expect(ran).toEqual(['committed']);
    await jobs.stop();
  });

  it('leaves a queued job for the next process: jobs survive a restart', async () => {
    const first = await queueOf([], true);
    await first.send(t.db, 'probe', { id: 'survivor' }, 'survivor');
    // The first process fails it (provider down) and stops; the job stays for a retry.
    await first.runDue();
    await first.stop();
    // Its retry is due in 30 s: the next process comes up later.
    await sql`update pgboss.job set start_after = now() where name = 'probe' and state = 'retry'`.execute(
      t.db,
    );
    const ran: string[] = [];
    const second = await queueOf(ran);
    await second.runDue();
    expect(ran).toEqual(['survivor']);
    await second.stop();
  });
});
