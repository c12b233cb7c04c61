import {
  MISSION_OPS_PATHS,
  MISSION_PATHS,
  missionClaimPath,
  type Envelope,
  type MissionClaim,
  type MissionLeaderboard,
  type MissionSummary,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { registerNewPlayer } from '../../testing/new-player';
import { valueOf } from '../../testing/requests';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { moveMoney } from '../wallet';
import { maskAccount } from './mission-board';

const OPS = 'ops-token-for-mission-tests';
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

describe.each(testDbKinds())('missions on %s', (kind) => {
  let t: TestApp;
  let agent: string;
  let player: string;
  let playerAccount: string;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS });
    agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    // A new player whose rounds are played now: the seeded players' demo rounds were played when
    // the run's template was made, which may be another day in the merchant's zone by now.
    const fresh = await registerNewPlayer(t.app, t.db, 'AURORA', 'mobile', '203.0.113.61');
    player = fresh.token;
    playerAccount = fresh.account;
    await book(playerAccount, 64_000, 'WIN', 'mission-test:fund');
    for (const [i, stake] of [20_000, 10_000, 5_000, 4_000, 25_000].entries())
      await book(playerAccount, -stake, 'BET', `mission-test:round-${i}`);
  }, 120_000);
  afterAll(() => t?.close());

  const summary = async (token: string) =>
    valueOf<MissionSummary>(
      await call(t.app, 'AURORA', 'GET', MISSION_PATHS.summary, undefined, { token }),
    );
  const claim = (token: string, id: number) =>
    call(t.app, 'AURORA', 'POST', missionClaimPath(id), undefined, { token });
  const book = async (account: string, delta: number, kind: 'WIN' | 'BET', key: string) => {
    const { memberId } = await moneyOf(t.db, 'AURORA', account);
    await t.db.transaction().execute((trx) => moveMoney(trx, memberId, delta, kind, key));
  };

  it("shows the seeded missions with progress from the day's rounds", async () => {
    // The new player's 5 rounds, 64,000 staked, all today.
    const { missions, claimable } = await summary(player);
    expect(missions.map((m) => [m.cadence, m.metric, m.progress, m.status])).toEqual([
      ['DAILY', 'ROUNDS', 5, 'inProgress'],
      ['DAILY', 'VALID_BET', 50_000, 'claimable'],
      ['DAILY', 'DEPOSIT', 0, 'inProgress'],
      ['WEEKLY', 'ROUNDS', 5, 'inProgress'],
      ['WEEKLY', 'VALID_BET', 64_000, 'inProgress'],
    ]);
    expect(claimable).toBe(1);
  });

  it('refuses an unfinished mission, pays a finished one once, and counts its points', async () => {
    const [rounds, , deposit] = (await summary(agent)).missions;
    expect(codeOf(await claim(agent, deposit?.id ?? 0))).toBe('409 MISSION_NOT_COMPLETE');
    const base = rounds?.progress ?? 0;
    for (let i = base; i < 10; i += 1) await book('agent1', -100, 'BET', `mission-test:${i}`);
    const before = await moneyOf(t.db, 'AURORA', 'agent1');
    const claimed = valueOf<MissionClaim>(await claim(agent, rounds?.id ?? 0));
    expect(claimed.mission).toMatchObject({ status: 'claimed', progress: 10 });
    const after = await moneyOf(t.db, 'AURORA', 'agent1');
    expect(after.balance - before.balance).toBe(500);
    expect(codeOf(await claim(agent, rounds?.id ?? 0))).toBe('409 MISSION_ALREADY_CLAIMED');
    expect((await moneyOf(t.db, 'AURORA', 'agent1')).balance).toBe(after.balance);
    const now = await summary(agent);
    expect(now.missions[0]?.status).toBe('claimed');
    expect(now.weekPoints).toBe(10);
  });

  it('gives a ticket for a ticket reward', async () => {
    const bet = (await summary(player)).missions[1];
    const claimed = valueOf<MissionClaim>(await claim(player, bet?.id ?? 0));
    expect(claimed.ticketId).toBeGreaterThan(0);
    const ticket = await t.db
      .selectFrom('draw_ticket')
      .select(['kind', 'source'])
      .where('id', '=', claimed.ticketId ?? 0)
      .executeTakeFirstOrThrow();
    expect(ticket).toEqual({ kind: 'WHEEL', source: 'mission' });
  });

  it('ranks the week by points, masking accounts, with the caller marked', async () => {
    const board = valueOf<MissionLeaderboard>(
      await call(t.app, 'AURORA', 'GET', MISSION_PATHS.leaderboard, undefined, { token: player }),
    );
    expect(board.list.map((row) => [row.rank, row.account, row.points, row.me])).toEqual([
      [1, maskAccount(playerAccount), 20, true],
      [2, 'a****1', 10, false],
    ]);
    expect(board.mine).toMatchObject({ rank: 1, points: 20 });
    const downline = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
    const other = valueOf<MissionLeaderboard>(
      await call(t.app, 'LUMEN', 'GET', MISSION_PATHS.leaderboard, undefined, { token: downline }),
    );
    expect(other).toMatchObject({ list: [], mine: null });
  });

  it('lets the operator add, change and switch off missions', async () => {
    const path = MISSION_OPS_PATHS.missions.replace(':code', 'AURORA');
    const auth = { authorization: `Bearer ${OPS}` };
    const added = valueOf<{ id: number }>(
      await t.app.inject({
        method: 'POST',
        url: path,
        headers: auth,
        payload: { cadence: 'DAILY', metric: 'DEPOSIT', target: 100, rewardAmount: 50, points: 1 },
      }),
    );
    expect((await summary(player)).missions.map((m) => m.id)).toContain(added.id);
    const off = await t.app.inject({
      method: 'PUT',
      url: MISSION_OPS_PATHS.mission.replace(':id', String(added.id)),
      headers: auth,
      payload: { active: false },
    });
    expect(codeOf(off)).toBe('200 OK');
    expect((await summary(player)).missions.map((m) => m.id)).not.toContain(added.id);
    expect(codeOf(await claim(player, added.id))).toBe('404 MISSION_NOT_FOUND');
    const list = await t.app.inject({ method: 'GET', url: path, headers: auth });
    expect(valueOf<{ list: unknown[] }>(list).list).toHaveLength(6);
  });
});
