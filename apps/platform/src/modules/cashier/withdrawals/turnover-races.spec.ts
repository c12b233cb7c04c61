import type { Envelope, Withdrawal } from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { moneyOf, prepareSandbox } from '../../../testing/sandbox';
import { addRequirement } from '../../turnover';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { roundsOf, turnoverOps } from '../../../testing/turnover';
import { readyMember } from '../../../testing/withdrawals';

const OPS_TOKEN = 'ops-token-for-turnover-races';
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

// On PostgreSQL the calls really run at once, on separate connections (on PGlite they queue, and
// the test only checks the outcome). A member's bookings all lock their wallet row and draw
// ledger ids while holding it, so ledger ids order them as they happened.
describe.each(testDbKinds())('withdrawals racing turnover on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS_TOKEN });
    await prepareSandbox(t.db);
  }, 120_000);
  afterAll(() => t?.close());

  /** The ledger entry id of each booking key given, in one read. */
  async function entryIds(keys: string[]): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await t.db
      .selectFrom('ledger_entry')
      .select(['id', 'idempotency_key'])
      .where('idempotency_key', 'in', keys)
      .execute();
    return new Map(rows.map((row) => [row.idempotency_key ?? '', Number(row.id)]));
  }
  const holdKeys = (replies: LightMyRequestResponse[]) =>
    replies
      .filter((res) => res.statusCode === 200)
      .map((res) => `withdrawal:${res.json<Envelope<Withdrawal>>().value?.id}:hold`);

  /** Asks PostgreSQL until `count` sessions of this database wait for a lock (no timer). */
  async function untilWaitingOnLocks(count: number): Promise<void> {
    for (;;) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
      if (Number(rows[0]?.n) >= count) return;
    }
  }

  // PostgreSQL only: the test holds the member's wallet row in a transaction of its own, which
  // PGlite's single connection cannot do beside the app's requests.
  it.runIf(kind === 'postgres')(
    'refuses withdrawals waiting on the wallet when a requirement is added meanwhile',
    async () => {
      const who = ['AURORA', 'player1', 'player1pass'] as const;
      const player = await readyMember(t.app, t.db, [...who], 'Player One');
      const { pending } = await t.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('wallet')
          .select('member_id')
          .where('member_id', '=', player.memberId)
          .forUpdate()
          .execute();
        const pending = Promise.all([1, 2, 3].map(() => player.withdraw(5_000)));
        // All three passed their password and wait for the wallet row inside their transaction.
        await untilWaitingOnLocks(3);
        const bonus = { memberId: player.memberId, required: 50_000 };
        await addRequirement(
          trx,
          { ...bonus, sourceKind: 'adjustment', sourceRef: 'race-1' },
          new Date(),
        );
        // Wrapped: the transaction must commit before the withdrawals can finish.
        return { pending };
      });
      const replies = await pending;
      expect(replies.map(codeOf)).toEqual(Array(3).fill('409 TURNOVER_NOT_MET'));
      expect(await moneyOf(t.db, 'AURORA', 'player1')).toMatchObject({ held: 0 });
    },
  );

  it('lets withdrawals through only once the rounds before them met the requirement', async () => {
    const player = await readyMember(
      t.app,
      t.db,
      ['LUMEN', 'player1', 'player1pass'],
      'Juan Dela Cruz',
    );
    await t.db
      .updateTable('merchant')
      .set({ single_wallet: true })
      .where('code', '=', 'LUMEN')
      .execute();
    const ops = turnoverOps(t.app, OPS_TOKEN, player.memberId);
    expect(codeOf(await ops.credit(200_000, 20_000, 'race-bonus-2'))).toBe('200 OK');
    const rounds = await roundsOf(
      t.db,
      () => new Date(),
      { memberId: player.memberId, merchantCode: 'LUMEN' },
      'race',
    );
    // Ten rounds of 2,000 one after another (each pays 1, so its settlement has a ledger entry),
    // beside twelve withdrawals sent at once.
    const playing = (async () => {
      for (let n = 0; n < 10; n += 1) await rounds.play(2_000, 1);
    })();
    const replies = await Promise.all(Array.from({ length: 12 }, () => player.withdraw(10_000)));
    await playing;
    expect(
      replies.map(codeOf).filter((code) => code !== '200 OK' && code !== '409 TURNOVER_NOT_MET'),
    ).toEqual([]);
    const wins = Array.from({ length: 10 }, (_, n) => `wallet:race-${n + 1}-win`);
    const ids = await entryIds([...wins, ...holdKeys(replies)]);
    for (const key of holdKeys(replies)) {
      const hold = ids.get(key) ?? 0;
      const wageredBefore = wins.filter((win) => (ids.get(win) ?? Infinity) < hold).length * 2_000;
      expect(wageredBefore).toBeGreaterThanOrEqual(20_000);
    }
    // Once all rounds are in, the requirement is met and a withdrawal goes through.
    expect(codeOf(await player.withdraw(10_000))).toBe('200 OK');
  });
});
