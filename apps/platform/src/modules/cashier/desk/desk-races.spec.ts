import {
  deskThresholdsPath,
  memberAdjustmentsPath,
  type AdjustmentOutcome,
  type AuditActor,
  type Envelope,
  type Withdrawal,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { readyMember } from '../../../testing/withdrawals';
import { decideWithdrawal } from '../withdrawals/decide-withdrawal';
import { decideHeldAdjustment } from './held-adjustments';

// Four eyes under concurrency on PostgreSQL (PGlite has one connection, so nothing races there):
// second approvals sent at once by different people, half through the app's pool and half
// through a second pool (another platform replica), give exactly one approval.

const TOKEN = 'ops-token-for-desk-race-tests';
const staff = (id: string): AuditActor => ({ kind: 'staff', id, name: `staff:${id}` });

/** What a service call answered: OK, or its error's status and code. */
const outcome = (settled: PromiseSettledResult<unknown>) =>
  settled.status === 'fulfilled'
    ? '200 OK'
    : settled.reason instanceof ApiError
      ? `${settled.reason.statusCode} ${settled.reason.code}`
      : String(settled.reason);

describe.skipIf(!process.env.DATABASE_URL)('four eyes at once on PostgreSQL', () => {
  let t: TestApp;
  let secondDb: Db;
  let player: Awaited<ReturnType<typeof readyMember>>;
  beforeAll(async () => {
    t = await startTestApp('postgres', undefined, { operatorToken: TOKEN });
    secondDb = await openDatabase({ kind: 'postgres', url: t.url ?? '' });
    player = await readyMember(t.app, t.db, ['AURORA', 'player1', 'player1pass'], 'Player One');
    const set = await t.app.inject({
      method: 'PUT',
      url: deskThresholdsPath('AURORA'),
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { withdrawalFourEyes: 20_000, adjustmentFourEyes: 10_000, riskAmount: null },
    });
    expect(set.statusCode).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await secondDb?.destroy();
    await t?.close();
  });

  it('give exactly one second approval of a withdrawal', async () => {
    const { id } = valueOf<Withdrawal>(await player.withdraw(30_000));
    const first = await decideWithdrawal(
      t.db,
      t.jobs,
      String(id),
      'approve',
      new Date(),
      staff('a'),
    );
    expect(first).toMatchObject({ status: 'requested', approvals: { count: 1, required: 2 } });
    const seconds = await Promise.allSettled(
      Array.from({ length: 12 }, (_, n) =>
        decideWithdrawal(
          n % 2 === 0 ? t.db : secondDb,
          t.jobs,
          String(id),
          'approve',
          new Date(),
          staff(`b${n}`),
        ),
      ),
    );
    const codes = seconds.map(outcome);
    expect(codes.filter((code) => code === '200 OK')).toHaveLength(1);
    expect(codes.filter((code) => code === '409 WITHDRAWAL_STATE_CONFLICT')).toHaveLength(11);
    const approvals = await t.db
      .selectFrom('withdrawal_approval')
      .select('actor_id')
      .where('withdrawal_id', '=', String(id))
      .execute();
    expect(approvals).toHaveLength(2);
    const row = await t.db
      .selectFrom('withdrawal')
      .select('status')
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
  });

  it('refuse the same person approving twice at once: one approval stands', async () => {
    const { id } = valueOf<Withdrawal>(await player.withdraw(25_000));
    const same = await Promise.allSettled(
      Array.from({ length: 6 }, (_, n) =>
        decideWithdrawal(
          n % 2 === 0 ? t.db : secondDb,
          t.jobs,
          String(id),
          'approve',
          new Date(),
          staff('solo'),
        ),
      ),
    );
    const codes = same.map(outcome);
    expect(codes.filter((code) => code === '200 OK')).toHaveLength(1);
    expect(codes.filter((code) => code === '409 SAME_APPROVER')).toHaveLength(5);
    const row = await t.db
      .selectFrom('withdrawal')
      .select('status')
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('requested');
  });

  it('book a held adjustment exactly once when approved by many at once', async () => {
    const before = await moneyOf(t.db, 'AURORA', 'player1');
    const held = valueOf<AdjustmentOutcome>(
      await t.app.inject({
        method: 'POST',
        url: memberAdjustmentsPath(player.memberId),
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: {
          amount: 15_000,
          reasonCode: 'compensation',
          reason: 'Race credit',
          requestId: 'race-held-0001',
        },
      }),
    );
    if (held.state !== 'pending') throw new Error('not held');
    const decisions = await Promise.allSettled(
      Array.from({ length: 12 }, (_, n) =>
        decideHeldAdjustment(
          n % 2 === 0 ? t.db : secondDb,
          String(held.pending.id),
          { action: 'approve' },
          staff(`c${n}`),
          new Date(),
        ),
      ),
    );
    const codes = decisions.map(outcome);
    expect(codes.filter((code) => code === '200 OK')).toHaveLength(1);
    expect(codes.filter((code) => code === '409 ADJUSTMENT_STATE_CONFLICT')).toHaveLength(11);
    const entries = await t.db
      .selectFrom('ledger_entry')
      .select('id')
      .where('idempotency_key', '=', `adjustment:${player.memberId}:race-held-0001`)
      .execute();
    expect(entries).toHaveLength(1);
    const after = await moneyOf(t.db, 'AURORA', 'player1');
    expect(after.balance).toBe(before.balance + 15_000);
    expect(after.ledgerSum).toBe(after.balance);
    // The HTTP route answers the same: decided already.
    const late = await t.app.inject({
      method: 'POST',
      url: `/ops/desk/adjustments/${held.pending.id}/decision`,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { action: 'approve' },
    });
    expect(`${late.statusCode} ${late.json<Envelope<null>>().code}`).toBe(
      '409 ADJUSTMENT_STATE_CONFLICT',
    );
  });
});
