import { AGENT_PATHS, CASHIER_PATHS, WALLET_PATHS, type Envelope } from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { addPastEntries, memberIdOf } from '../../testing/records';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { rollUpAll, rollUpTeamDays } from './team-rollup';

const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;
const M = 'AURORA';
const PASSWORD = 'cash4567';

/** Every member-day's sums straight from the ledger, as the rollup must have them. */
async function ledgerTruth(t: TestApp) {
  const rows = await sql<{
    member_id: string;
    day: string;
    valid_bet: string;
    payout: string;
    deposits: string;
  }>`
    select l.member_id, to_char((l.created_at at time zone mc.time_zone)::date, 'YYYY-MM-DD') as day,
      coalesce(sum(-l.amount) filter (where l.kind = 'BET'), 0)
        - coalesce(sum(l.amount) filter (where l.kind = 'REFUND'), 0) as valid_bet,
      coalesce(sum(l.amount) filter (where l.kind = 'WIN'), 0) as payout,
      coalesce(sum(l.amount) filter (where l.kind = 'DEPOSIT'), 0) as deposits
    from ledger_entry l join member mb on mb.id = l.member_id
    join merchant mc on mc.code = mb.merchant_code
    where l.kind in ('BET', 'REFUND', 'WIN', 'DEPOSIT')
    group by 1, 2 order by 1, 2`.execute(t.db);
  return rows.rows.map((r) => [
    Number(r.member_id),
    r.day,
    Number(r.valid_bet),
    Number(r.payout),
    Number(r.deposits),
  ]);
}

async function rolledUp(t: TestApp) {
  const rows = await sql<{
    member_id: string;
    day: string;
    valid_bet: string;
    payout: string;
    deposits: string;
  }>`
    select member_id, to_char(day, 'YYYY-MM-DD') as day, valid_bet, payout, deposits
    from team_member_day
    where valid_bet <> 0 or payout <> 0 or deposits <> 0 or bets <> 0
    order by 1, 2`.execute(t.db);
  return rows.rows.map((r) => [
    Number(r.member_id),
    r.day,
    Number(r.valid_bet),
    Number(r.payout),
    Number(r.deposits),
  ]);
}

// On PostgreSQL the calls below really run at once, on separate connections; on PGlite they
// queue, so there the test only checks the sums.
describe.each(testDbKinds())('agent team races on %s', (kind) => {
  let t: TestApp;
  let agent: string;
  let downline: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    agent = await tokenOf(t.app, M, 'agent1', 'agent1pass');
    downline = await tokenOf(t.app, M, 'downline1', 'Welcome2Aurora');
    for (const token of [agent, downline])
      expect(
        codeOf(
          await call(
            t.app,
            M,
            'POST',
            CASHIER_PATHS.withdrawalPassword,
            { password: PASSWORD },
            { token },
          ),
        ),
      ).toBe('200 OK');
  }, 120_000);
  afterAll(() => t?.close());

  it('never overdraws, books a requestId once, and keeps both ledgers whole, transfers both ways at once', async () => {
    const [a0, d0] = [await moneyOf(t.db, M, 'agent1'), await moneyOf(t.db, M, 'downline1')];
    const path = AGENT_PATHS.transferToMember.replace(':memberId', String(d0.memberId));
    const unit = Math.floor((a0.balance - a0.held) / 10);
    const down = (requestId: string) =>
      call(
        t.app,
        M,
        'POST',
        path,
        { requestId, amount: unit, withdrawalPassword: PASSWORD },
        { token: agent },
      );
    const up = (n: number) =>
      call(
        t.app,
        M,
        'POST',
        WALLET_PATHS.transferUpline,
        { requestId: `race-up-${n}-0000`, amount: 100, withdrawalPassword: PASSWORD },
        { token: downline },
      );
    const replies = await Promise.all([
      ...Array.from({ length: 14 }, (_, n) => down(`race-down-${n}-0000`)),
      ...Array.from({ length: 6 }, () => down('race-down-same-0000')),
      ...Array.from({ length: 6 }, (_, n) => up(n)),
    ]);
    const codes = replies.map(codeOf);
    const downCodes = codes.slice(0, 14);
    expect(downCodes.filter((c) => c === '200 OK').length).toBeLessThanOrEqual(10);
    expect(downCodes.every((c) => c === '200 OK' || c === '409 INSUFFICIENT_BALANCE')).toBe(true);
    // The same requestId six times: one booking, six equal replies.
    const same = replies.slice(14, 20).map((r) => r.json());
    for (const reply of same) expect(reply).toEqual(same[0]);
    const [a1, d1] = [await moneyOf(t.db, M, 'agent1'), await moneyOf(t.db, M, 'downline1')];
    expect(a1.balance).toBeGreaterThanOrEqual(0);
    expect(a1.balance + d1.balance).toBe(a0.balance + d0.balance);
    for (const money of [a1, d1]) {
      expect(money.ledgerSum).toBe(money.balance);
      expect(money.lastBalanceAfter).toBe(money.balance);
    }
    const booked = await t.db
      .selectFrom('ledger_entry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'DOWNLINE_OUT')
      .where('member_id', '=', a0.memberId)
      .executeTakeFirstOrThrow();
    const okDown = downCodes.filter((c) => c === '200 OK').length;
    expect(Number(booked.n)).toBe(okDown + (codeOf(replies[14]!) === '200 OK' ? 1 : 0));
  });

  it('rolls up to the ledger’s sums exactly once: two runs at once, a crashed run, a repeat', async () => {
    const downlineId = await memberIdOf(t.db, M, 'downline1');
    const days = ['2026-10-01T06:00:00Z', '2026-10-01T20:00:00Z', '2026-10-02T03:00:00Z'];
    await addPastEntries(t.db, downlineId, [
      ...days.map((at) => ({ at, kind: 'DEPOSIT', amount: 5_000 })),
      ...days.flatMap((at) => [
        { at, kind: 'BET', amount: -700 },
        { at, kind: 'WIN', amount: 300 },
      ]),
    ]);
    // A crash just before the commit: nothing rolled up, the watermark where it was.
    const mark = () =>
      t.db.selectFrom('team_rollup_mark').select(['source', 'last_id']).orderBy('source').execute();
    const before = await mark();
    const tableBefore = await rolledUp(t);
    await expect(
      rollUpTeamDays(t.db, {
        settleSeconds: 0,
        beforeCommit: () => Promise.reject(new Error('crash')),
      }),
    ).rejects.toThrow('crash');
    expect(await mark()).toEqual(before);
    expect(await rolledUp(t)).toEqual(tableBefore);
    // Two replicas at once, in small batches so they interleave.
    await Promise.all([
      rollUpAll(t.db, { settleSeconds: 0, batch: 3 }),
      rollUpAll(t.db, { settleSeconds: 0, batch: 3 }),
    ]);
    const truth = await ledgerTruth(t);
    expect(await rolledUp(t)).toEqual(truth);
    // Every upline's days hold exactly its team's member days, none counted twice.
    const uplines = await sql<{ mismatched: string }>`
      with expected as (
        select t.ancestor_id, d.day, sum(d.valid_bet) as valid_bet, sum(d.deposits) as deposits
        from team_member_day d join team_path t on t.member_id = d.member_id and t.depth > 0
        group by 1, 2
      )
      select count(*) as mismatched from expected e
      full join team_upline_day u on u.ancestor_id = e.ancestor_id and u.day = e.day
      where coalesce(e.valid_bet, 0) <> coalesce(u.valid_bet, 0)
        or coalesce(e.deposits, 0) <> coalesce(u.deposits, 0)`.execute(t.db);
    expect(Number(uplines.rows[0]?.mismatched)).toBe(0);
    // Merchant-local days: 20:00 UTC on 1 October is 2 October in Dhaka (GMT+6).
    expect(
      truth.filter((row) => row[0] === downlineId && String(row[1]).startsWith('2026-10')),
    ).toEqual([
      [downlineId, '2026-10-01', 700, 300, 5_000],
      [downlineId, '2026-10-02', 1_400, 600, 10_000],
    ]);
    await rollUpAll(t.db, { settleSeconds: 0 });
    expect(await rolledUp(t)).toEqual(truth);
  });

  it('leaves rows younger than the settle time for the next run', async () => {
    const downlineId = await memberIdOf(t.db, M, 'downline1');
    await rollUpAll(t.db, { settleSeconds: 0 });
    const [{ last_id: before }] = (await t.db
      .selectFrom('team_rollup_mark')
      .select('last_id')
      .where('source', '=', 'ledger')
      .execute()) as [{ last_id: string }];
    await addPastEntries(t.db, downlineId, [
      { at: new Date().toISOString(), kind: 'DEPOSIT', amount: 1 },
    ]);
    await rollUpAll(t.db, { settleSeconds: 3600 });
    const [{ last_id: after }] = (await t.db
      .selectFrom('team_rollup_mark')
      .select('last_id')
      .where('source', '=', 'ledger')
      .execute()) as [{ last_id: string }];
    expect(Number(after)).toBe(Number(before));
  });
});
