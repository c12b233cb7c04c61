import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from './core/db/migrations';
import { SEED_ACCOUNTS } from './modules/accounts';
import { SEED_TEAM } from './modules/agent';
import { SEED_FRIEND } from './modules/referral';
import { SEED_ROUND_PLANS } from './modules/sandbox-vendor';
import { moneyOf } from './testing/sandbox';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { createTestDb, type TestDb } from './testing/test-db';
import { expectConsistent } from './testing/withdrawals';

// Issue 13, A.6: two replicas started together on an empty PostgreSQL database, and one crashed
// on a duplicate member (the demo seed selected, then inserted). Four real processes
// (`tsx src/main.ts`) start at once on a fresh database: all must come up, each migration run
// once, each seeded row there once, each seeded balance equal to its ledger.

const REPLICAS = 4;

describe.skipIf(!process.env.DATABASE_URL)('replicas started together on an empty database', () => {
  let fresh: TestDb;
  let servers: PromiseSettledResult<ServerProcess>[] = [];
  beforeAll(async () => {
    fresh = await createTestDb('postgres');
    servers = await Promise.allSettled(
      Array.from({ length: REPLICAS }, () => startServerProcess(fresh.url ?? '')),
    );
  }, 240_000);
  afterAll(async () => {
    for (const server of servers)
      if (server.status === 'fulfilled') server.value.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => (s.status === 'fulfilled' ? s.value.exited : null)));
    await fresh?.dispose();
  });

  it('all come up and answer', async () => {
    const failures = servers.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failures).toEqual([]);
    for (const server of servers)
      if (server.status === 'fulfilled')
        expect((await fetch(new URL('/health', server.value.url))).status).toBe(200);
  });

  it('ran each migration once and seeded each row once', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(
      fresh.db,
    );
    expect(applied.rows.map((m) => m.name).sort()).toEqual(Object.keys(migrations).sort());

    const members = await fresh.db
      .selectFrom('member')
      .select(['merchant_code', 'account'])
      .execute();
    // Each merchant's demo members, agent1's demo team (modules/agent) under them, and player1's
    // invited friend (modules/referral).
    const seeded = SEED_ACCOUNTS.flatMap((seed) =>
      [...seed.members, ...SEED_TEAM, SEED_FRIEND].map(
        (member) => `${seed.merchantCode}/${member.account}`,
      ),
    );
    expect(members.map((m) => `${m.merchant_code}/${m.account}`).sort()).toEqual(seeded.sort());

    const rounds = await fresh.db
      .selectFrom('game_round')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('round_ref', 'like', 'seed-%')
      .executeTakeFirstOrThrow();
    const planned = Object.values(SEED_ROUND_PLANS).reduce((n, plan) => n + plan.length, 0);
    expect(Number(rounds.n)).toBe(SEED_ACCOUNTS.length * planned);

    const player1 = await moneyOf(fresh.db, 'AURORA', 'player1');
    expect(player1.balance).toBe(150_000);
    for (const seed of SEED_ACCOUNTS)
      for (const member of seed.members)
        expectConsistent(await moneyOf(fresh.db, seed.merchantCode, member.account));
  });
});
