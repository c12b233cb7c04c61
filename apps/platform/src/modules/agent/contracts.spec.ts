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
    await t.db
      .insertInto('wallet')
      .values({ member_id: row.id, currency: 'BDT', balance: 0 })
      .execute();
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
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { authorization: `Bearer ${OPS}` },
    });
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
    expect(house).toMatchObject({
      holder: 'agent1',
      offerer: null,
      status: 'offered',
      maxRate: 200,
    });
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
    expect(list.enabledKinds).toEqual([
      'DIVIDEND',
      'DAILY_SALARY',
      'HOUR_SALARY',
      'REALTIME_SALARY',
    ]);
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
      await as(
        'suba',
        'GET',
        `${CONTRACT_PATHS.settlements}?kind=DAILY_SALARY&from=2026-11-20&to=2026-11-20`,
      ),
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
      await as(
        'agent1',
        'GET',
        `${CONTRACT_PATHS.settlements}?kind=DAILY_SALARY&side=downlines&from=2026-11-20&to=2026-11-20`,
      ),
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
  it('lets the operator switch a contract kind off for new offers, and on again', async () => {
    const kinds = (enabled: string[], code = M) =>
      t.app.inject({
        method: 'PUT',
        url: CONTRACT_OPS_PATHS.contractKinds.replace(':code', code),
        payload: { enabled },
        headers: { authorization: `Bearer ${OPS}` },
      });
    const off = await kinds(['DIVIDEND', 'DAILY_SALARY', 'REALTIME_SALARY']);
    expect(off.json().value).toEqual({
      merchantCode: M,
      enabled: ['DIVIDEND', 'DAILY_SALARY', 'REALTIME_SALARY'],
    });
    expect(codeOf(await offer('agent1', 'suba', 'HOUR_SALARY', [tier(1)]))).toBe(
      '403 FEATURE_DISABLED',
    );
    const list = valueOf<ContractList>(await as('agent1', 'GET', CONTRACT_PATHS.list));
    expect(list.enabledKinds).not.toContain('HOUR_SALARY');
    expect((await kinds(['DIVIDEND'], 'NOPE')).statusCode).toBe(404);
    expect((await kinds(['HOUR_SALARY', 'HOUR_SALARY'])).statusCode).toBe(400);
    await kinds(['DIVIDEND', 'DAILY_SALARY', 'HOUR_SALARY', 'REALTIME_SALARY']);
    expect(
      valueOf<ContractList>(await as('agent1', 'GET', CONTRACT_PATHS.list)).enabledKinds,
    ).toHaveLength(4);
  });

  it('refuses to settle ahead of the clock, which would pay an unfinished period for good', async () => {
    const ahead = new Date(clock.getTime() + 3_600_000).toISOString();
    const refused = await ops(CONTRACT_OPS_PATHS.settle, { at: ahead, merchant: M });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'SETTLE_AHEAD']);
    const now = await ops(CONTRACT_OPS_PATHS.settle, { at: clock.toISOString(), merchant: M });
    expect(now.statusCode).toBe(200);
  });

  it("answers 404 for anyone else's member, contract or records, and 403 to a non-agent", async () => {
    await addMember('outsider', null);
    await addMember('outsub', 'outsider');
    const theirs = valueOf<ContractList>(await as('suba', 'GET', CONTRACT_PATHS.list)).held[0]!;
    const history = CONTRACT_PATHS.history.replace(':id', String(theirs.id));
    expect(codeOf(await offer('outsider', 'suba', 'DAILY_SALARY', [tier(1)]))).toBe(
      '404 ACCOUNT_NOT_FOUND',
    );
    expect(codeOf(await offer('outsider', 'nobody', 'DAILY_SALARY', [tier(1)]))).toBe(
      '404 ACCOUNT_NOT_FOUND',
    );
    expect(codeOf(await as('outsider', 'GET', history))).toBe('404 CONTRACT_NOT_FOUND');
    expect(codeOf(await as('suba2', 'GET', history))).toBe('404 CONTRACT_NOT_FOUND');
    expect(codeOf(await as('agent1', 'GET', history))).toBe('200 OK');
    for (const action of ['accept', 'reject', 'requestTermination', 'confirmTermination'])
      expect(
        codeOf(await processAs('outsider', 'DAILY_SALARY', { contractId: theirs.id, action })),
      ).toBe('404 CONTRACT_NOT_FOUND');
    // The relay path names the kind: another kind's path does not find it either.
    expect(
      codeOf(
        await processAs('suba', 'DIVIDEND', {
          contractId: theirs.id,
          action: 'requestTermination',
        }),
      ),
    ).toBe('404 CONTRACT_NOT_FOUND');
    const records = `${CONTRACT_PATHS.settlements}?kind=DAILY_SALARY&side=downlines`;
    expect(codeOf(await as('outsider', 'GET', `${records}&account=suba`))).toBe(
      '404 ACCOUNT_NOT_FOUND',
    );
    expect(valueOf<SettlementPage>(await as('outsider', 'GET', records)).list).toEqual([]);
    expect(codeOf(await as('playera', 'GET', CONTRACT_PATHS.list))).toBe('403 NOT_AGENT');
  });

  it('ends a contract when one side asks and the other confirms, and makes a lower rate end the downline contracts it undercuts only after confirmation', async () => {
    const held = valueOf<ContractList>(await as('suba', 'GET', CONTRACT_PATHS.list)).held[0]!;
    // suba gives suba2 120 bp while its own contract (up to 150) is in force.
    const down = valueOf<AgentContract>(await offer('suba', 'suba2', 'DAILY_SALARY', [tier(120)]));
    await processAs('suba2', 'DAILY_SALARY', { contractId: down.id, action: 'accept' });
    const ask = { contractId: held.id, action: 'requestTermination' };
    expect(valueOf<AgentContract>(await processAs('suba', 'DAILY_SALARY', ask))).toMatchObject({
      status: 'terminating',
      terminationRequestedBy: 'suba',
    });
    const confirm = { contractId: held.id, action: 'confirmTermination' };
    expect(codeOf(await processAs('suba', 'DAILY_SALARY', confirm))).toBe(
      '409 CONTRACT_STATE_CONFLICT',
    );
    expect(valueOf<AgentContract>(await processAs('agent1', 'DAILY_SALARY', confirm)).status).toBe(
      'terminated',
    );

    const lower = valueOf<AgentContract>(await offer('agent1', 'suba', 'DAILY_SALARY', [tier(80)]));
    const accept = { contractId: lower.id, action: 'accept' };
    const refused = await processAs('suba', 'DAILY_SALARY', accept);
    expect(codeOf(refused)).toBe('409 CONTRACT_LOWER_RATE');
    const conflict = refused.json<Envelope<LowerRateConflict>>().value!;
    expect(conflict.contracts.map((c) => [c.id, c.holder, c.maxRate])).toEqual([
      [down.id, 'suba2', 120],
    ]);
    expect(
      valueOf<ContractList>(await as('suba', 'GET', CONTRACT_PATHS.list)).held[0]!.status,
    ).toBe('offered');
    const accepted = await processAs('suba', 'DAILY_SALARY', { ...accept, confirm: true });
    expect(valueOf<AgentContract>(accepted).status).toBe('active');
    const ended = valueOf<ContractHistory>(
      await as('suba', 'GET', CONTRACT_PATHS.history.replace(':id', String(down.id))),
    );
    expect(ended.contract.status).toBe('terminated');
    expect(ended.events.map((e) => e.action)).toEqual(['offered', 'accepted', 'terminated']);
  });

  it("pays a dividend on the team's loss minus what the downline dividend contracts take", async () => {
    await addMember('divtop', null);
    await addMember('divsub', 'divtop');
    await addMember('divplayer', 'divsub', 0);
    await addMember('divplayer2', 'divtop', 0);
    const top = valueOf<AgentContract>(
      await houseOffer('divtop', 'DIVIDEND', [tier(2_000), tier(4_000, 0, 0, 50_000)], 'W'),
    );
    await processAs('divtop', 'DIVIDEND', { contractId: top.id, action: 'accept' });
    const sub = valueOf<AgentContract>(
      await offer('divtop', 'divsub', 'DIVIDEND', [tier(1_000)], 'W'),
    );
    await processAs('divsub', 'DIVIDEND', { contractId: sub.id, action: 'accept' });
    // Week of Monday 23 November (Dhaka): divsub's team loses 40,000, divtop's whole team 100,000.
    await round('divplayer', 50_000, 10_000, new Date('2026-11-24T10:00:00Z'));
    await round('divplayer2', 70_000, 10_000, new Date('2026-11-25T10:00:00Z'));
    // The week has ended.
    clock = new Date('2026-11-30T00:00:00Z');
    tokens.clear();
    const settled = valueOf<SettleResult>(
      await ops(CONTRACT_OPS_PATHS.settle, { at: '2026-11-30T00:00:00Z' }),
    );
    expect(settled.settled).toBeGreaterThanOrEqual(2);
    const again = valueOf<SettleResult>(
      await ops(CONTRACT_OPS_PATHS.settle, { at: '2026-11-30T00:00:00Z' }),
    );
    expect(again.settled).toBe(0);
    const week = '&from=2026-11-23&to=2026-11-29';
    const of = async (account: string) =>
      valueOf<SettlementPage>(
        await as(account, 'GET', `${CONTRACT_PATHS.settlements}?kind=DIVIDEND${week}`),
      ).list;
    // divsub: 10 % of 40,000. divtop: 40 % of 100,000 minus divsub's 4,000.
    expect((await of('divsub')).map((s) => [s.profitLoss, s.rate, s.amount])).toEqual([
      [40_000, 1_000, 4_000],
    ]);
    expect(
      (await of('divtop')).map((s) => [s.profitLoss, s.rate, s.downlineShare, s.amount]),
    ).toEqual([[100_000, 4_000, 4_000, 36_000]]);
    expect(await balanceOf('divtop')).toBe(36_000);
  });

  it.runIf(kind === 'postgres')(
    'settles each (contract, period) once with two settlers at once and after a replay',
    async () => {
      await addMember('racer', null);
      await addMember('racerplayer', 'racer', 0);
      clock = new Date('2026-11-21T00:00:00Z');
      const contract = valueOf<AgentContract>(
        await houseOffer('racer', 'HOUR_SALARY', [tier(100)]),
      );
      await processAs('racer', 'HOUR_SALARY', { contractId: contract.id, action: 'accept' });
      for (let hour = 0; hour < 12; hour++)
        await round('racerplayer', 10_000, 0, new Date(Date.UTC(2026, 10, 21, hour, 30)));
      const at = new Date('2026-11-21T12:00:00Z');
      const runs = await Promise.all([
        settleDue(t.db, at),
        settleDue(t.db, at),
        settleDue(t.db, at),
      ]);
      expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(12);
      expect(await balanceOf('racer')).toBe(12 * 100);
      // A replay from scratch (as if settled_until were lost) finds every period paid.
      await t.db
        .updateTable('agent_contract')
        .set({ settled_until: clock })
        .where('id', '=', contract.id)
        .execute();
      expect((await settleDue(t.db, at)).settled).toBe(0);
      expect(await balanceOf('racer')).toBe(12 * 100);
      const rows = await t.db
        .selectFrom('agent_settlement')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('contract_id', '=', contract.id)
        .executeTakeFirstOrThrow();
      expect(Number(rows.n)).toBe(12);
    },
  );

  it.runIf(kind === 'postgres')(
    'lets one of concurrent offers to one agent through, and one of a concurrent accept and reject',
    async () => {
      await addMember('rtop', null);
      await addMember('rsub', 'rtop');
      const own = valueOf<AgentContract>(await houseOffer('rtop', 'REALTIME_SALARY', [tier(50)]));
      await processAs('rtop', 'REALTIME_SALARY', { contractId: own.id, action: 'accept' });
      const offers = await Promise.all(
        [10, 20, 30, 40, 50].map((rate) => offer('rtop', 'rsub', 'REALTIME_SALARY', [tier(rate)])),
      );
      expect(offers.map(codeOf).sort()).toEqual([
        '200 OK',
        '409 CONTRACT_EXISTS',
        '409 CONTRACT_EXISTS',
        '409 CONTRACT_EXISTS',
        '409 CONTRACT_EXISTS',
      ]);
      const made = valueOf<AgentContract>(offers.find((res) => res.statusCode === 200)!);
      const answers = await Promise.all(
        (['accept', 'reject'] as const).map((action) =>
          processAs('rsub', 'REALTIME_SALARY', { contractId: made.id, action }),
        ),
      );
      expect(answers.map(codeOf).sort()).toEqual(['200 OK', '409 CONTRACT_STATE_CONFLICT']);
      const history = valueOf<ContractHistory>(
        await as('rsub', 'GET', CONTRACT_PATHS.history.replace(':id', String(made.id))),
      );
      expect(history.events).toHaveLength(2);
    },
  );
});
