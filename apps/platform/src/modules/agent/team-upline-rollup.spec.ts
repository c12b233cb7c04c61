import { AGENT_PATHS, type TeamOverview, type UserLossPage } from '@tessera/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { addPastEntries, memberIdOf, type PastEntry } from '../../testing/records';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { createMember } from '../accounts';
import { rollUpAll, rollUpTeamDays } from './team-rollup';

const M = 'AURORA';
const RANGES = [
  ['2026-10-01', '2026-10-31'],
  ['2026-10-03', '2026-10-05'],
  ['2026-10-04', '2026-10-04'],
  ['2026-10-06', '2026-10-20'],
] as const;

/** Dhaka noon on an October day (merchant-local day = that day). */
const noon = (day: number) => `2026-10-${String(day).padStart(2, '0')}T06:00:00Z`;

interface Truth {
  validBet: number;
  payout: number;
  deposits: number;
  active: number;
}

/**
 * What a report of `root`'s team must say, straight from the ledger and the tree (no rollup):
 * the figures of everyone under root (root itself with `withRoot`), and how many of them had a
 * day with more bets than refunds in the range.
 */
async function truth(t: TestApp, root: number, from: string, to: string, withRoot = false) {
  const rows = await sql<{ valid_bet: string; payout: string; deposits: string; active: string }>`
    with days as (
      select l.member_id, (l.created_at at time zone 'Asia/Dhaka')::date as day,
        count(*) filter (where l.kind = 'BET') - count(*) filter (where l.kind = 'REFUND') as bets,
        coalesce(sum(-l.amount) filter (where l.kind = 'BET'), 0)
          - coalesce(sum(l.amount) filter (where l.kind = 'REFUND'), 0) as valid_bet,
        coalesce(sum(l.amount) filter (where l.kind = 'WIN'), 0) as payout,
        coalesce(sum(l.amount) filter (where l.kind = 'DEPOSIT'), 0) as deposits
      from ledger_entry l join team_path t on t.member_id = l.member_id
      where t.ancestor_id = ${root} and t.depth >= ${withRoot ? 0 : 1}
      group by 1, 2
    )
    select coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(payout), 0) as payout,
      coalesce(sum(deposits), 0) as deposits,
      count(distinct member_id) filter (where bets > 0) as active
    from days where day between ${from}::date and ${to}::date`.execute(t.db);
  const row = rows.rows[0];
  return {
    validBet: Number(row?.valid_bet ?? 0),
    payout: Number(row?.payout ?? 0),
    deposits: Number(row?.deposits ?? 0),
    active: Number(row?.active ?? 0),
  } satisfies Truth;
}

/** The same from the per-upline tables alone (after a full rollup): the invariant they keep. */
async function fromUplineTables(t: TestApp, root: number, from: string, to: string) {
  const figures = await sql<{ valid_bet: string; payout: string; deposits: string }>`
    select coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(payout), 0) as payout,
      coalesce(sum(deposits), 0) as deposits
    from team_upline_day where ancestor_id = ${root} and day between ${from}::date and ${to}::date`.execute(
    t.db,
  );
  const active = await sql<{ active: string }>`
    select coalesce(sum(members), 0) as active from team_active_gap
    where ancestor_id = ${root} and day between ${from}::date and ${to}::date
      and prev_day < ${from}::date`.execute(t.db);
  return {
    validBet: Number(figures.rows[0]?.valid_bet),
    payout: Number(figures.rows[0]?.payout),
    deposits: Number(figures.rows[0]?.deposits),
    active: Number(active.rows[0]?.active),
  } satisfies Truth;
}

describe.each(testDbKinds())('the per-upline team rollup on %s', (kind) => {
  let t: TestApp;
  let agent: string;
  let ids: Record<'agent1' | 'a' | 'b' | 'c' | 'p1' | 'p2', number>;

  const overview = async (from: string, to: string) =>
    valueOf<TeamOverview>(
      await call(t.app, M, 'GET', `${AGENT_PATHS.teamOverview}?from=${from}&to=${to}`, undefined, {
        token: agent,
      }),
    );
  const loss = async (query: string) =>
    valueOf<UserLossPage>(
      await call(t.app, M, 'GET', `${AGENT_PATHS.userLoss}?${query}`, undefined, { token: agent }),
    );

  /** The overview of agent1 over every range agrees with the ledger, members and days alike. */
  async function expectOverviewTrue() {
    for (const [from, to] of RANGES) {
      const [report, expected] = await Promise.all([
        overview(from, to),
        truth(t, ids.agent1, from, to),
      ]);
      expect({
        validBet: report.validBet,
        payout: report.payout,
        deposits: report.deposits,
        active: report.activeMembers,
      }).toEqual(expected);
      for (const day of report.days) {
        const dayTruth = await truth(t, ids.agent1, day.day, day.day);
        expect([day.day, day.activeMembers, day.validBet]).toEqual([
          day.day,
          dayTruth.active,
          dayTruth.validBet,
        ]);
      }
    }
  }

  /** Every upline's tables agree with the ledger after a full rollup. */
  async function expectTablesTrue() {
    await rollUpAll(t.db, { settleSeconds: 0 });
    for (const root of [ids.agent1, ids.a, ids.b, ids.p2])
      for (const [from, to] of RANGES)
        expect([root, from, to, await fromUplineTables(t, root, from, to)]).toEqual([
          root,
          from,
          to,
          await truth(t, root, from, to),
        ]);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    agent = await tokenOf(t.app, M, 'agent1', 'agent1pass');
    const agent1 = await memberIdOf(t.db, M, 'agent1');
    const hash = (
      await t.db
        .selectFrom('member')
        .select('password_hash')
        .where('id', '=', String(agent1))
        .executeTakeFirstOrThrow()
    ).password_hash;
    const add = async (account: string, parent: number, type: number) =>
      Number(
        (
          await createMember(
            t.db,
            {
              merchant_code: M,
              account,
              nickname: null,
              type,
              parent_id: String(parent),
              referrer_id: null,
              dialing_code: null,
              mobile_num: null,
              email: null,
              payee_name: null,
              profile: '{}',
              password_hash: hash,
            },
            'BDT',
            null,
          )
        ).id,
      );
    // agent1 → a → b → c, a → p1, agent1 → p2.
    const a = await add('upa', agent1, 2);
    const b = await add('upb', a, 2);
    const c = await add('upc', b, 0);
    const p1 = await add('upp1', a, 0);
    const p2 = await add('upp2', agent1, 2);
    ids = { agent1, a, b, c, p1, p2 };
  }, 120_000);
  afterAll(() => t?.close());

  it('keeps every upline’s figures and distinct active members equal to the ledger’s, live and rolled up', async () => {
    const play = (day: number, stake: number, win = 0): PastEntry[] => [
      { at: noon(day), kind: 'BET', amount: -stake },
      ...(win ? [{ at: noon(day), kind: 'WIN', amount: win }] : []),
    ];
    for (const id of [ids.b, ids.c, ids.p1, ids.p2])
      await addPastEntries(t.db, id, [{ at: noon(1), kind: 'DEPOSIT', amount: 100_000 }]);
    // Out of day order, so a batch lands in the middle of a member's active days.
    await addPastEntries(t.db, ids.c, [...play(10, 500, 900), ...play(4, 300), ...play(20, 100)]);
    await addPastEntries(t.db, ids.b, [
      ...play(5, 1_000),
      { at: noon(5), kind: 'DEPOSIT', amount: 7_000 },
    ]);
    await addPastEntries(t.db, ids.p1, [...play(4, 200), ...play(2, 200, 50)]);
    // p2 bets once on the 3rd and is refunded: that day is not an active one.
    await addPastEntries(t.db, ids.p2, [
      ...play(3, 800),
      { at: noon(3), kind: 'REFUND', amount: 800 },
      ...play(6, 50),
    ]);
    await addPastEntries(t.db, ids.c, [...play(3, 70), ...play(4, 30)]);
    // All of it in the live tail.
    await expectOverviewTrue();
    // Part rolled up, part live.
    await rollUpTeamDays(t.db, { settleSeconds: 0, batch: 7 });
    await expectOverviewTrue();
    await expectTablesTrue();
    await expectOverviewTrue();
    // Later rows land before earlier active days of the same members, live then rolled up.
    await addPastEntries(t.db, ids.c, [...play(1, 40), ...play(15, 60)]);
    await addPastEntries(t.db, ids.p2, [{ at: noon(6), kind: 'REFUND', amount: 50 }]);
    await expectOverviewTrue();
    await expectTablesTrue();
    await expectOverviewTrue();
  });

  it('moves a subtree’s figures to its new uplines when it changes upline', async () => {
    // b (with c) leaves a for p2.
    await t.db
      .updateTable('member')
      .set({ parent_id: String(ids.p2) })
      .where('id', '=', String(ids.b))
      .execute();
    await expectTablesTrue();
    await expectOverviewTrue();
    const october = 'from=2026-10-01&to=2026-10-31';
    const top = await loss(october);
    const p2Row = top.list.find((row) => row.account === 'upp2');
    const p2Truth = await truth(t, ids.p2, '2026-10-01', '2026-10-31', true);
    expect(p2Row).toMatchObject({ level: 1, teamSize: 2, validBet: p2Truth.validBet });
    expect(top.totals.validBet).toBe(
      (await truth(t, ids.agent1, '2026-10-01', '2026-10-31')).validBet,
    );
  });

  it('lists user loss one level at a time: drilled under a downline, its own play and the way back', async () => {
    const october = 'from=2026-10-01&to=2026-10-31';
    const underB = await loss(`${october}&under=UPB`);
    const cTruth = await truth(t, ids.c, '2026-10-01', '2026-10-31', true);
    const bOwn = await truth(t, ids.b, '2026-10-01', '2026-10-31', true);
    expect(underB.trail).toEqual(['upp2', 'upb']);
    expect(underB.list).toEqual([
      expect.objectContaining({ account: 'upc', level: 3, teamSize: 0, validBet: cTruth.validBet }),
    ]);
    expect(underB.own).toMatchObject({
      account: 'upb',
      level: 2,
      validBet: bOwn.validBet - cTruth.validBet,
      deposits: 107_000,
    });
    expect(underB.totals.validBet).toBe(bOwn.validBet);
    // One member's row with its team, by account.
    const one = await loss(`${october}&account=upb`);
    expect(one.list).toEqual([expect.objectContaining({ account: 'upb', teamSize: 1 })]);
    expect(one.list[0]?.validBet).toBe(bOwn.validBet);
    // Someone else's member is not in the team.
    const outside = await call(t.app, M, 'GET', `${AGENT_PATHS.userLoss}?under=nobody`, undefined, {
      token: agent,
    });
    expect(outside.statusCode).toBe(404);
  });
});
