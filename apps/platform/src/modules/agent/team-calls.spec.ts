import {
  AGENT_PATHS,
  CASHIER_PATHS,
  type DownlineTransferResult,
  type Envelope,
  type IncomeReport,
  type LoginResult,
  type RegisteredDownline,
  type TeamBetsPage,
  type TeamLedgerPage,
  type TeamMember,
  type TeamMembersPage,
  type TeamOverview,
  type UserLossPage,
  type AgentAnnouncements,
} from '@tessera/contract';
import { dayIn } from '@tessera/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../testing/accounts';
import { addPastEntries, memberIdOf } from '../../testing/records';
import { valueOf } from '../../testing/requests';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { createMember } from '../accounts';
import { rollUpAll } from './team-rollup';

const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;
const M = 'AURORA';
const DEFAULT_PASSWORD = 'Welcome2Aurora';
const WITHDRAWAL_PASSWORD = 'cash4567';

describe.each(testDbKinds())('the agent team calls on %s', (kind) => {
  let t: TestApp;
  let agent: string;
  let ids: Record<'agent1' | 'downline1' | 'player1' | 'agent2' | 'stranger', number>;

  const get = (path: string, token: string) => call(t.app, M, 'GET', path, undefined, { token });
  const post = (path: string, body: object, token: string) =>
    call(t.app, M, 'POST', path, body, { token });
  const memberPath = (path: string, id: number) => path.replace(':memberId', String(id));

  async function signIn(account: string, password: string, site: 'agent' | 'member') {
    return loginAs(t.app, M, account, password, { site });
  }
  async function tokenFor(account: string, password: string, site: 'agent' | 'member') {
    return valueOf<LoginResult>(await signIn(account, password, site)).token;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    // A second agent with its own downline: outside agent1's team.
    const agent2 = await createMember(
      t.db,
      {
        merchant_code: M,
        account: 'agent2',
        nickname: null,
        type: 1,
        parent_id: null,
        referrer_id: null,
        dialing_code: null,
        mobile_num: null,
        email: null,
        payee_name: null,
        profile: '{}',
        password_hash: (
          await t.db
            .selectFrom('member')
            .select('password_hash')
            .where('account', '=', 'agent1')
            .where('merchant_code', '=', M)
            .executeTakeFirstOrThrow()
        ).password_hash,
      },
      'BDT',
      null,
    );
    const stranger = await createMember(
      t.db,
      {
        merchant_code: M,
        account: 'stranger',
        nickname: null,
        type: 0,
        parent_id: agent2.id,
        referrer_id: null,
        dialing_code: null,
        mobile_num: null,
        email: null,
        payee_name: null,
        profile: '{}',
        password_hash: agent2.password_hash,
      },
      'BDT',
      null,
    );
    ids = {
      agent1: await memberIdOf(t.db, M, 'agent1'),
      downline1: await memberIdOf(t.db, M, 'downline1'),
      player1: await memberIdOf(t.db, M, 'player1'),
      agent2: Number(agent2.id),
      stranger: Number(stranger.id),
    };
    agent = await tokenFor('agent1', 'agent1pass', 'agent');
  }, 120_000);
  afterAll(() => t?.close());

  it('is for signed-in agents only', async () => {
    expect(codeOf(await call(t.app, M, 'GET', AGENT_PATHS.teamOverview))).toBe('401 UNAUTHORIZED');
    const player = await tokenFor('player1', 'player1pass', 'member');
    for (const path of Object.values(AGENT_PATHS).filter((p) => !p.includes(':')))
      expect(codeOf(await get(path, player)), path).toMatch(/^(403 NOT_AGENT|404 NOT_FOUND)$/);
    expect(codeOf(await get(AGENT_PATHS.teamOverview, player))).toBe('403 NOT_AGENT');
  });

  it('answers 404 for every member outside the caller’s team (the caller itself included)', async () => {
    for (const id of [ids.stranger, ids.agent2, ids.agent1, ids.player1, 999_999]) {
      expect(
        codeOf(await post(memberPath(AGENT_PATHS.lockMember, id), { locked: true }, agent)),
      ).toBe('404 TEAM_MEMBER_NOT_FOUND');
      expect(codeOf(await post(memberPath(AGENT_PATHS.resetMemberPassword, id), {}, agent))).toBe(
        '404 TEAM_MEMBER_NOT_FOUND',
      );
      const transfer = { requestId: `idor-0000-${id}`, amount: 100, withdrawalPassword: 'x' };
      expect(
        codeOf(await post(memberPath(AGENT_PATHS.transferToMember, id), transfer, agent)),
      ).toBe('404 TEAM_MEMBER_NOT_FOUND');
    }
    // The stranger is untouched.
    const row = await t.db
      .selectFrom('member')
      .select('locked_at')
      .where('id', '=', ids.stranger)
      .executeTakeFirstOrThrow();
    expect(row.locked_at).toBeNull();
    // Lists filtered by a stranger's account find nothing.
    const query = '?account=stranger';
    expect(
      valueOf<TeamMembersPage>(await get(AGENT_PATHS.teamMembers + query, agent)).list,
    ).toEqual([]);
    expect(valueOf<TeamBetsPage>(await get(AGENT_PATHS.teamBets + query, agent)).list).toEqual([]);
    expect(valueOf<UserLossPage>(await get(AGENT_PATHS.userLoss + query, agent)).list).toEqual([]);
    expect(valueOf<TeamLedgerPage>(await get(AGENT_PATHS.teamLedger + query, agent)).list).toEqual(
      [],
    );
  });

  it('registers a downline under the agent with the default password, which must be changed', async () => {
    const reply = await post(AGENT_PATHS.registerDownline, { account: 'Newbie01' }, agent);
    const created = valueOf<RegisteredDownline>(reply);
    expect(created).toMatchObject({ account: 'newbie01', defaultPassword: true });
    const login = valueOf<LoginResult>(await signIn('newbie01', DEFAULT_PASSWORD, 'member'));
    expect(login.defaultPassword).toBe(true);
    const parent = await t.db
      .selectFrom('member')
      .select('parent_id')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(Number(parent.parent_id)).toBe(ids.agent1);
    expect(codeOf(await post(AGENT_PATHS.registerDownline, { account: 'newbie01' }, agent))).toBe(
      '409 USERNAME_TAKEN',
    );
    const list = valueOf<TeamMembersPage>(
      await get(`${AGENT_PATHS.teamMembers}?level=direct&account=NEWBIE01`, agent),
    );
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      account: 'newbie01',
      level: 1,
      upline: 'agent1',
      status: 'active',
      balance: 0,
      isAgent: false,
    });
    expect(list.list[0]?.lastLogin).not.toBeNull();
  });

  it('lists the team newest first in pages, by level and status', async () => {
    await post(
      AGENT_PATHS.registerDownline,
      { account: 'pager01', password: 'pager01pass' },
      agent,
    );
    const first = valueOf<TeamMembersPage>(await get(`${AGENT_PATHS.teamMembers}?limit=1`, agent));
    expect(first.list).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(3);
    const second = valueOf<TeamMembersPage>(
      await get(`${AGENT_PATHS.teamMembers}?limit=1&cursor=${first.nextCursor}`, agent),
    );
    expect(second.list[0]?.id).toBeLessThan(first.list[0]?.id ?? 0);
    const all = valueOf<TeamMembersPage>(await get(`${AGENT_PATHS.teamMembers}?limit=100`, agent));
    expect(all.list.map((m) => m.account)).not.toContain('stranger');
    expect(all.list.map((m) => m.account)).not.toContain('agent1');
  });

  it('locks a downline out (sessions end, sign-in refused) and unlocks it', async () => {
    await post(
      AGENT_PATHS.registerDownline,
      { account: 'lockme01', password: 'lockme01pass' },
      agent,
    );
    const id = await memberIdOf(t.db, M, 'lockme01');
    const own = await tokenFor('lockme01', 'lockme01pass', 'member');
    const locked = valueOf<TeamMember>(
      await post(memberPath(AGENT_PATHS.lockMember, id), { locked: true }, agent),
    );
    expect(locked.status).toBe('locked');
    expect(codeOf(await get('/wps/member/info', own))).toBe('401 SESSION_ENDED');
    expect(codeOf(await signIn('lockme01', 'lockme01pass', 'member'))).toBe('403 ACCOUNT_LOCKED');
    const lockedList = valueOf<TeamMembersPage>(
      await get(`${AGENT_PATHS.teamMembers}?status=locked`, agent),
    );
    expect(lockedList.list.map((m) => m.account)).toEqual(['lockme01']);
    await post(memberPath(AGENT_PATHS.lockMember, id), { locked: false }, agent);
    expect(codeOf(await signIn('lockme01', 'lockme01pass', 'member'))).toBe('200 OK');
  });

  it('resets a downline’s password to the default, which must then be changed', async () => {
    await post(
      AGENT_PATHS.registerDownline,
      { account: 'reset01', password: 'reset01pass' },
      agent,
    );
    const id = await memberIdOf(t.db, M, 'reset01');
    expect(
      valueOf<{ account: string }>(
        await post(memberPath(AGENT_PATHS.resetMemberPassword, id), {}, agent),
      ),
    ).toEqual({ account: 'reset01' });
    expect(codeOf(await signIn('reset01', 'reset01pass', 'member'))).toBe('401 LOGIN_FAILED');
    const login = valueOf<LoginResult>(await signIn('reset01', DEFAULT_PASSWORD, 'member'));
    expect(login.defaultPassword).toBe(true);
  });

  it('transfers money to a downline once per requestId, checking the withdrawal password', async () => {
    expect(
      codeOf(
        await post(CASHIER_PATHS.withdrawalPassword, { password: WITHDRAWAL_PASSWORD }, agent),
      ),
    ).toBe('200 OK');
    const path = memberPath(AGENT_PATHS.transferToMember, ids.downline1);
    const body = { requestId: 'down-0001', amount: 2_500, withdrawalPassword: WITHDRAWAL_PASSWORD };
    const before = [await moneyOf(t.db, M, 'agent1'), await moneyOf(t.db, M, 'downline1')];
    expect(codeOf(await post(path, { ...body, withdrawalPassword: 'wrong-pass' }, agent))).toBe(
      '400 WITHDRAWAL_PASSWORD_WRONG',
    );
    const first = await post(path, body, agent);
    expect(valueOf<DownlineTransferResult>(first)).toEqual({
      requestId: 'down-0001',
      account: 'downline1',
      amount: 2_500,
      balance: before[0]!.balance - before[0]!.held - 2_500,
    });
    expect((await post(path, body, agent)).json()).toEqual(first.json());
    expect(codeOf(await post(path, { ...body, amount: 1 }, agent))).toBe('409 REQUEST_ID_CONFLICT');
    expect(
      codeOf(await post(path, { ...body, requestId: 'down-0002', amount: 10 ** 11 }, agent)),
    ).toBe('409 INSUFFICIENT_BALANCE');
    const after = [await moneyOf(t.db, M, 'agent1'), await moneyOf(t.db, M, 'downline1')];
    expect(after[0]!.balance).toBe(before[0]!.balance - 2_500);
    expect(after[1]!.balance).toBe(before[1]!.balance + 2_500);
    for (const money of after) expect(money.ledgerSum).toBe(money.balance);
    // The downline's account details show the credit.
    const details = valueOf<TeamLedgerPage>(
      await get(`${AGENT_PATHS.teamLedger}?account=downline1&kind=DOWNLINE_IN`, agent),
    );
    expect(details.list.map((e) => [e.account, e.kind, e.amount])).toEqual([
      ['downline1', 'DOWNLINE_IN', 2_500],
    ]);
    expect(details.totals).toEqual({ in: 2_500, out: 0 });
  });

  it('sums the team’s day from the live tail, and the same after the rollup ran (twice)', async () => {
    const today = dayIn('Asia/Dhaka', new Date());
    const at = new Date().toISOString();
    const read = async () =>
      valueOf<TeamOverview>(
        await get(`${AGENT_PATHS.teamOverview}?from=${today}&to=${today}`, agent),
      );
    const before = await read();
    await addPastEntries(t.db, ids.downline1, [
      { at, kind: 'DEPOSIT', amount: 10_000 },
      { at, kind: 'BET', amount: -3_000 },
      { at, kind: 'WIN', amount: 1_000 },
      { at, kind: 'BONUS', amount: 500 },
    ]);
    await addPastEntries(t.db, ids.stranger, [
      { at, kind: 'DEPOSIT', amount: 99_000 },
      { at, kind: 'BET', amount: -99_000 },
    ]);
    const live = await read();
    // Only downline1's moves count (the stranger is another agent's), on top of what was there.
    expect({
      validBet: live.validBet - before.validBet,
      payout: live.payout - before.payout,
      deposits: live.deposits - before.deposits,
      bonus: live.bonus - before.bonus,
    }).toEqual({ validBet: 3_000, payout: 1_000, deposits: 10_000, bonus: 500 });
    expect(live.activeMembers).toBeGreaterThanOrEqual(1);
    const team = valueOf<TeamMembersPage>(await get(AGENT_PATHS.teamMembers, agent));
    expect(live.members).toBe(team.total);
    // Everyone registered by the calls above joined today (downline1 was seeded today too).
    expect(live.newMembers).toBe(team.total);
    expect(live.days).toHaveLength(1);
    await rollUpAll(t.db, { settleSeconds: 0 });
    expect(await read()).toEqual(live);
    await rollUpAll(t.db, { settleSeconds: 0 });
    expect(await read()).toEqual(live);
    const loss = valueOf<UserLossPage>(await get(AGENT_PATHS.userLoss, agent));
    expect(loss.list[0]).toMatchObject({ account: 'downline1', level: 1, validBet: live.validBet });
    expect(loss.list.map((row) => row.account)).not.toContain('stranger');
    expect(loss.totals.validBet).toBe(live.validBet);
  });

  it('lists the team’s rounds with totals, only the team’s', async () => {
    const game = await t.db
      .selectFrom('game')
      .select(['node_id', 'game_type'])
      .limit(1)
      .executeTakeFirstOrThrow();
    for (const [member, ref, status] of [
      [ids.downline1, 'team-r1', 'settled'],
      [ids.downline1, 'team-r2', 'open'],
      [ids.stranger, 'team-r3', 'settled'],
    ] as const)
      await t.db
        .insertInto('game_round')
        .values({
          round_ref: ref,
          merchant_code: M,
          member_id: member,
          node_id: game.node_id,
          stake: 400,
          payout: status === 'settled' ? 700 : 0,
          status,
        })
        .execute();
    const page = valueOf<TeamBetsPage>(await get(`${AGENT_PATHS.teamBets}?limit=100`, agent));
    const refs = page.list.map((bet) => bet.roundRef);
    expect(refs.slice(0, 2)).toEqual(['team-r2', 'team-r1']);
    expect(refs).not.toContain('team-r3');
    expect(page.list[1]).toMatchObject({
      account: 'downline1',
      bet: 400,
      validBet: 400,
      payout: 700,
    });
    expect(page.list[0]).toMatchObject({ validBet: 0, status: 'open' });
    const sum = (key: 'bet' | 'validBet' | 'payout') =>
      page.list.reduce((total, bet) => total + bet[key], 0);
    expect(page.totals).toEqual({
      rounds: page.list.length,
      bet: sum('bet'),
      validBet: sum('validBet'),
      payout: sum('payout'),
      profitLoss: sum('payout') - sum('validBet'),
    });
    const typed = valueOf<TeamBetsPage>(
      await get(`${AGENT_PATHS.teamBets}?gameType=NO_SUCH_TYPE`, agent),
    );
    expect(typed.list).toEqual([]);
  });

  it('shows the agent’s own income by kind and the agents’ announcements', async () => {
    await addPastEntries(t.db, ids.agent1, [
      { at: new Date().toISOString(), kind: 'UPLINE_IN', amount: 1_200 },
    ]);
    const income = valueOf<IncomeReport>(await get(AGENT_PATHS.income, agent));
    expect(income.kinds).toEqual([{ kind: 'UPLINE_IN', amount: 1_200 }]);
    expect(income.total).toBe(1_200);
    await t.db
      .insertInto('announcement')
      .values({
        merchant_code: M,
        key: 'agent-test',
        type: 'AG',
        group_name: null,
        linkage_type: null,
        execution: null,
        image_url: null,
        url: null,
        title: JSON.stringify({ en: 'New rates', bn: 'নতুন হার' }),
        content: JSON.stringify({ en: '<p>Hello agents</p>', bn: '<p>হ্যালো</p>' }),
      })
      .execute();
    const list = valueOf<AgentAnnouncements>(
      await get(`${AGENT_PATHS.announcements}?language=bn`, agent),
    );
    expect(list.list.map((a) => a.title)).toContain('নতুন হার');
  });
});
