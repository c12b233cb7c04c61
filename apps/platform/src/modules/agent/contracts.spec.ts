import {
  CONTRACT_OPS_PATHS,
  CONTRACT_PATHS,
  PATHS,
  SALARY_PROCESS_PATHS,
  WALLET_PATHS,
  type AgentContract,
  type ConsolidatedFunds,
  type ContractHistory,
  type ContractList,
  type Envelope,
  type LoginResult,
  type LowerRateConflict,
  type SettleResult,
  type SettlementPage,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts';
import { call } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { memberIdOf } from '../../testing/records';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { settleDue } from './settlement-run';

const OPS = 'ops-token-contracts';
const M = 'AURORA'; // Asia/Dhaka, UTC+6
const PASSWORD = 'agentpass1';
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;
const tier = (rate: number, validBet = 0, activeMembers = 0, profitLoss = 0) => ({
  rate,
  validBet,
  activeMembers,
  profitLoss,
});

describe.each(testDbKinds())('agent contracts on %s', (kind) => {
  let t: TestApp;
  let clock = new Date('2026-11-20T00:00:00Z'); // 06:00 on the 20th in Dhaka
  let nodeId = 0;
  let passwordHash = '';
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS, now: () => clock });
    passwordHash = await hashPassword(PASSWORD);
    const game = await t.db.selectFrom('game').select('node_id').limit(1).executeTakeFirstOrThrow();
    nodeId = Number(game.node_id);
  }, 120_000);
  afterAll(() => t?.close());

  /** A member under `parent` (an agent unless `type` says otherwise), with an empty wallet. */
  async function addMember(account: string, parent: string | null, type = 1): Promise<number> {
    const parentId = parent === null ? null : await memberIdOf(t.db, M, parent);
    const row = await t.db
      .insertInto('member')
      .values({ merchant_code: M, account, type, parent_id: parentId, password_hash: passwordHash })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('wallet').values({ member_id: row.id, currency: 'BDT', balance: 0 }).execute();
    return Number(row.id);
  }
  async function token(account: string) {
    const known = tokens.get(account);
    if (known) return known;
    // Sealed with the app's clock, which these tests set.
    const password = account === 'agent1' ? 'agent1pass' : PASSWORD;
    const body = { type: 'username', site: 'member', username: account, password };
    const login = await call(t.app, M, 'POST', PATHS.login, body, { sealed: true, ts: +clock });
    const fresh = valueOf<LoginResult>(login).token;
    tokens.set(account, fresh);
    return fresh;
  }
  const as = async (account: string, method: 'GET' | 'POST', url: string, body?: object) =>
    call(t.app, M, method, url, body, { token: await token(account) });
  const ops = (url: string, body: object = {}) =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${OPS}` } });
  const houseOffer = (account: string, kind: string, tiers: object[], period = 'D') =>
    ops(CONTRACT_OPS_PATHS.houseOffer.replace(':code', M), { account, kind, period, tiers });
  const offer = (from: string, account: string, kind: string, tiers: object[], period = 'D') =>
    as(from, 'POST', CONTRACT_PATHS.offer, { account, kind, period, tiers });
  const processAs = (account: string, kind: keyof typeof SALARY_PROCESS_PATHS, body: object) =>
    as(account, 'POST', SALARY_PROCESS_PATHS[kind], body);
  /** A settled round of `account`: stake and payout at `at`. */
  async function round(account: string, stake: number, payout: number, at: Date) {
    await t.db
      .insertInto('game_round')
      .values({
        round_ref: `r-${Math.random().toString(36).slice(2)}`,
        merchant_code: M,
        member_id: await memberIdOf(t.db, M, account),
        node_id: nodeId,
        stake,
        payout,
        status: 'settled',
        opened_at: at,
        settled_at: at,
      })
      .execute();
  }
  const balanceOf = async (account: string) =>
    Number(
      (
        await t.db
          .selectFrom('wallet')
          .select('balance')
          .where('member_id', '=', await memberIdOf(t.db, M, account))
          .executeTakeFirstOrThrow()
      ).balance,
    );

  it('lets the house offer a top agent, an agent offer a direct downline within its own rate, and the downline accept', async () => {
    await addMember('suba', 'agent1');
    await addMember('suba2', 'suba');
    await addMember('playera', 'suba', 0);
    const house = valueOf<AgentContract>(await houseOffer('agent1', 'DAILY_SALARY', [tier(200)]));
    expect(house).toMatchObject({ holder: 'agent1', offerer: null, status: 'offered', maxRate: 200 });
    // Not a top agent: suba has an agent upline.
    expect(codeOf(await houseOffer('suba', 'DAILY_SALARY', [tier(100)]))).toBe(
      '409 CONTRACT_HOLDER_INVALID',
    );
    // agent1 holds no contract in force yet: nothing to share.
    expect(codeOf(await offer('agent1', 'suba', 'DAILY_SALARY', [tier(100)]))).toBe(
      '409 CONTRACT_RATE_ABOVE_UPLINE',
    );
    expect(
      valueOf<AgentContract>(
        await processAs('agent1', 'DAILY_SALARY', { contractId: house.id, action: 'accept' }),
      ).status,
    ).toBe('active');

    expect(codeOf(await offer('agent1', 'suba', 'DAILY_SALARY', [tier(100), tier(201, 5)]))).toBe(
      '409 CONTRACT_RATE_ABOVE_UPLINE',
    );
    expect(codeOf(await offer('agent1', 'suba', 'DAILY_SALARY', [tier(150), tier(100, 5)]))).toBe(
      '400 CONTRACT_TIERS_INVALID',
    );
    expect(codeOf(await offer('agent1', 'suba2', 'DAILY_SALARY', [tier(100)]))).toBe(
      '409 CONTRACT_HOLDER_INVALID',
    );
    expect(codeOf(await offer('agent1', 'playera', 'DAILY_SALARY', [tier(100)]))).toBe(
      '409 CONTRACT_HOLDER_INVALID',
    );
    const given = valueOf<AgentContract>(
      await offer('agent1', 'suba', 'DAILY_SALARY', [tier(100), tier(150, 100_000, 2)]),
    );
    expect(given).toMatchObject({ holder: 'suba', offerer: 'agent1', status: 'offered' });
    expect(codeOf(await offer('agent1', 'suba', 'DAILY_SALARY', [tier(100)]))).toBe(
      '409 CONTRACT_EXISTS',
    );

    // The consolidated flags tell the member site that an offer waits.
    const funds = valueOf<ConsolidatedFunds>(await as('suba', 'GET', WALLET_PATHS.consolidated));
    expect(funds).toMatchObject({ dailysalreqtype: true, divtypereq: false });
    const list = valueOf<ContractList>(await as('suba', 'GET', CONTRACT_PATHS.list));
    expect(list.enabledKinds).toEqual(['DIVIDEND', 'DAILY_SALARY', 'HOUR_SALARY', 'REALTIME_SALARY']);
    expect(list.held.map((c) => [c.id, c.status])).toEqual([[given.id, 'offered']]);

    // The offerer cannot answer its own offer; the holder accepts once.
    expect(
      codeOf(await processAs('agent1', 'DAILY_SALARY', { contractId: given.id, action: 'accept' })),
    ).toBe('403 FORBIDDEN');
    await processAs('suba', 'DAILY_SALARY', { contractId: given.id, action: 'accept' });
    expect(
      codeOf(await processAs('suba', 'DAILY_SALARY', { contractId: given.id, action: 'reject' })),
    ).toBe('409 CONTRACT_STATE_CONFLICT');
    const history = valueOf<ContractHistory>(
      await as('agent1', 'GET', CONTRACT_PATHS.history.replace(':id', String(given.id))),
    );
    expect(history.events.map((e) => [e.action, e.actor, e.account])).toEqual([
      ['offered', 'offerer', 'agent1'],
      ['accepted', 'holder', 'suba'],
    ]);
  });

  it('pays daily wages once per merchant day from the team rounds, shown to both sides', async () => {
    // Accepted at 06:00 on the 20th (Dhaka): the 20th counts from then; it ends at 18:00Z.
    await round('playera', 60_000, 10_000, new Date('2026-11-20T03:00:00Z'));
    await round('suba', 50_000, 80_000, new Date('2026-11-20T10:00:00Z'));
    await round('playera', 1_000, 0, new Date('2026-11-20T19:00:00Z')); // the 21st
    await round('playera', 99_000, 0, new Date('2026-11-19T23:00:00Z')); // before acceptance
    const before = await balanceOf('suba');
    clock = new Date('2026-11-20T18:30:00Z');
    tokens.clear();
    await t.jobs.runDue();
    await t.jobs.runDue();
    // suba's team: 2 active members, valid bet 110,000 → tier 2 (150 bp) = 1,650.
    expect(await balanceOf('suba')).toBe(before + 1_650);
    const mine = valueOf<SettlementPage>(
      await as('suba', 'GET', `${CONTRACT_PATHS.settlements}?kind=DAILY_SALARY&from=2026-11-20&to=2026-11-20`),
    );
    expect(mine.list).toEqual([
      expect.objectContaining({
        holder: 'suba',
        periodStart: '2026-11-20 00:00:00',
        periodEnd: '2026-11-21 00:00:00',
      }),
    ]);
    expect(mine.list[0]).toMatchObject({
      validBet: 110_000,
      activeMembers: 2,
      profitLoss: 20_000,
      tier: 1,
      rate: 150,
      amount: 1_650,
      status: 'paid',
    });
    expect(mine.totals).toEqual({ validBet: 110_000, amount: 1_650, count: 1 });
    const theirs = valueOf<SettlementPage>(
      await as('agent1', 'GET', `${CONTRACT_PATHS.settlements}?kind=DAILY_SALARY&side=downlines&from=2026-11-20&to=2026-11-20`),
    );
    expect(theirs.list.map((s) => [s.holder, s.amount])).toEqual([['suba', 1_650]]);
    const ledger = await t.db
      .selectFrom('ledger_entry')
      .select(['kind', 'amount'])
      .where('member_id', '=', await memberIdOf(t.db, M, 'suba'))
      .where('kind', '=', 'DAILY_SALARY')
      .execute();
    expect(ledger.map((e) => Number(e.amount))).toEqual([1_650]);
  });
});
