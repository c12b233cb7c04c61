import {
  POINTS_OPS_PATHS,
  POINTS_PATHS,
  VIP_OPS_PATHS,
  type Envelope,
  type OpsMallItem,
  type PointsBalance,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { operatorCall } from '../../testing/operator-calls';
import { valueOf } from '../../testing/requests';
import { claimableRewards, claimRewardCall } from '../../testing/rewards';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { seedVip, settleRebates } from '../vip';
import { earnPoints } from './points-earn';
import { addSettledRound } from '../../testing/activity';

const OPS = 'ops-token-for-points-races';
const PASSWORD = 'cash4567';
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

// On PostgreSQL the calls really run at once, on separate connections (on PGlite they queue,
// and the test checks the outcome only).
describe.each(testDbKinds())('points races on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
    operatorCall(t.app, OPS, method, url, payload);
  const sealed = (path: string, body: object) =>
    call(t.app, 'AURORA', 'POST', path, body, { token, sealed: true });
  const balance = async () =>
    valueOf<PointsBalance>(
      await call(t.app, 'AURORA', 'GET', POINTS_PATHS.balance, undefined, { token }),
    );

  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS });
    // player1 at Bronze, whose rounds earn a rebate (the demo start's level).
    await seedVip(t.db);
    token = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    await call(
      t.app,
      'AURORA',
      'POST',
      '/wps/v2/cashier/withdrawal-password',
      { password: PASSWORD },
      { token },
    );
  }, 120_000);
  afterAll(() => t?.close());

  it('gives the last unit of an item to one of two redeems at once', async () => {
    const item = valueOf<OpsMallItem>(
      await ops('POST', POINTS_OPS_PATHS.items.replace(':code', 'AURORA'), {
        kind: 'BONUS',
        names: { en: 'Last one' },
        imageUrl: '/cdn/last.png',
        pointsRequired: 100,
        amountRequired: 0,
        value: 100,
        stock: 1,
        active: true,
        sort: 50,
      }),
    );
    const before = await balance();
    const body = { itemId: item.id, quantity: 1, withdrawalPassword: PASSWORD };
    const replies = await Promise.all([
      sealed(POINTS_PATHS.redeem, body),
      sealed(POINTS_PATHS.redeem, body),
    ]);
    expect(replies.map(codeOf).sort()).toEqual(['200 OK', '409 MALL_ITEM_OUT_OF_STOCK']);
    expect(await balance()).toMatchObject({ points: before.points - 100 });
    const items = valueOf<{ items: OpsMallItem[] }>(
      await ops('GET', POINTS_OPS_PATHS.items.replace(':code', 'AURORA')),
    );
    expect(items.items.find((i) => i.id === item.id)?.stock).toBe(0);
  });

  it('never takes points below zero when conversions race', async () => {
    const { points } = await balance();
    const each = Math.floor(points / 300) * 100;
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        sealed(POINTS_PATHS.convert, {
          points: each,
          withdrawalPassword: PASSWORD,
          requestId: `race-convert-${n}`,
        }),
      ),
    );
    const won = replies.filter((res) => res.statusCode === 200).length;
    expect(won).toBe(Math.min(5, Math.floor(points / each)));
    expect(replies.filter((res) => res.statusCode !== 200).map(codeOf)).toEqual(
      Array(5 - won).fill('409 POINTS_INSUFFICIENT'),
    );
    expect(await balance()).toMatchObject({ points: points - won * each });
    const money = await moneyOf(t.db, 'AURORA', 'player1');
    expect(money.ledgerSum).toBe(money.balance);
  });

  it('earns a round once when two sweeps run at once', async () => {
    const { memberId } = await moneyOf(t.db, 'AURORA', 'player1');
    await earnPoints(t.db, new Date());
    const before = await balance();
    const at = new Date();
    await addSettledRound(t.db, memberId, { stake: 7_000, at });
    await Promise.all([
      earnPoints(t.db, new Date(at.getTime() + 1)),
      earnPoints(t.db, new Date(at.getTime() + 1)),
    ]);
    expect(await balance()).toMatchObject({ points: before.points + 70 });
  });

  it('earns each round once across batches when two sweeps run at once', async () => {
    const { memberId } = await moneyOf(t.db, 'AURORA', 'player1');
    const other = await moneyOf(t.db, 'AURORA', 'downline1');
    await earnPoints(t.db, new Date());
    const before = await balance();
    const at = new Date();
    // 7 rounds of 1.00 to 7.00 (slots: a point per 1.00) over two members, read 2 per batch.
    const rounds = [1, 2, 3, 4, 5, 6, 7];
    for (const n of rounds)
      await addSettledRound(t.db, n % 2 ? memberId : other.memberId, {
        stake: n * 100,
        at: new Date(at.getTime() + n),
      });
    const booked = await Promise.all([
      earnPoints(t.db, new Date(at.getTime() + 10), 2),
      earnPoints(t.db, new Date(at.getTime() + 10), 2),
    ]);
    expect(booked.sort()).toEqual([0, 7]);
    expect(await balance()).toMatchObject({ points: before.points + 1 + 3 + 5 + 7 });
    // Every entry's balance is the balance after it: the last one's is the account's.
    for (const id of [memberId, other.memberId]) {
      const { rows } = await sql<{ balance: string; last: string; sum: string }>`
        select a.balance::text,
          (select balance_after::text from points_entry where member_id = ${id} order by id desc limit 1) as last,
          (select sum(points)::text from points_entry where member_id = ${id}) as sum
        from points_account a where a.member_id = ${id}`.execute(t.db);
      expect(rows[0]?.last).toBe(rows[0]?.balance);
      expect(rows[0]?.sum).toBe(rows[0]?.balance);
    }
  });

  it('gives a rebate day once when the job runs twice at once, paid once on its claim', async () => {
    const { memberId } = await moneyOf(t.db, 'AURORA', 'player1');
    // Noon of two days ago in Dhaka: a finished day.
    const day = 24 * 3600_000;
    const noon = new Date(
      Math.floor((Date.now() + 6 * 3600_000) / day) * day - 2 * day + 6 * 3600_000,
    );
    await sql`delete from rebate_day`.execute(t.db);
    await addSettledRound(t.db, memberId, { stake: 200_000, at: noon });
    const before = await moneyOf(t.db, 'AURORA', 'player1');
    const now = new Date();
    const paid = await Promise.all([
      settleRebates(t.db, now),
      settleRebates(t.db, now),
      t.jobs.runDue(),
    ]);
    expect(paid[0] + paid[1]).toBeGreaterThanOrEqual(1);
    const { rows } = await sql<{ total: string; n: string }>`
      select coalesce(sum(amount), 0) as total, count(*) as n from rebate_settlement where member_id = ${memberId}`.execute(
      t.db,
    );
    // One claimable reward per settled day, nothing credited until the claims.
    expect((await moneyOf(t.db, 'AURORA', 'player1')).balance).toBe(before.balance);
    const given = await claimableRewards(t.app, 'AURORA', token, 'rebate');
    expect(given).toHaveLength(Number(rows[0]?.n));
    for (const reward of given) await claimRewardCall(t.app, 'AURORA', token, reward.id);
    const after = await moneyOf(t.db, 'AURORA', 'player1');
    expect(after.balance - before.balance).toBe(Number(rows[0]?.total));
    const { rows: entries } = await sql<{ n: string }>`select count(*) as n from ledger_entry
      where member_id = ${memberId} and kind = 'REBATE'`.execute(t.db);
    expect(Number(entries[0]?.n)).toBe(Number(rows[0]?.n));
    const vip = await ops('GET', VIP_OPS_PATHS.member.replace(':id', String(memberId)));
    expect(codeOf(vip)).toBe('200 OK');
  });
});
