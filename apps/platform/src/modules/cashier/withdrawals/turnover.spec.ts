import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASHIER_PATHS,
  type BalanceAdjustment,
  type Envelope,
  type TurnoverRequirement,
} from '@tessera/contract';
import { call, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { moneyOf, prepareSandbox } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { overviewOf, roundsOf, statuses, turnoverOps } from '../../../testing/turnover';
import { codeOf, readyMember } from '../../../testing/withdrawals';

const OPS_TOKEN = 'ops-token-for-turnover-tests';

describe.each(testDbKinds())('turnover requirements on %s', (kind) => {
  let t: TestApp;
  // The app's clock, moved a second per step: rounds and requirements get distinct times.
  let clock = Date.now();
  const now = () => new Date(clock);
  const tick = () => (clock += 1_000);
  let player: Awaited<ReturnType<typeof readyMember>>;
  let ops: ReturnType<typeof turnoverOps>;
  let rounds: Awaited<ReturnType<typeof roundsOf>>;

  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS_TOKEN, now });
    await prepareSandbox(t.db);
    // After the seed's demo rounds (booked on the real clock); sign-in payloads want it real too.
    clock = Date.now();
    player = await readyMember(t.app, t.db, ['AURORA', 'player1', 'player1pass'], 'Player One');
    ops = turnoverOps(t.app, OPS_TOKEN, player.memberId);
    rounds = await roundsOf(t.db, now, { memberId: player.memberId, merchantCode: 'AURORA' }, 'tr');
  }, 120_000);
  afterAll(() => t?.close());

  const overview = () => overviewOf(t.app, 'AURORA', player.token);
  const step = async <T>(work: () => Promise<T>) => {
    tick();
    return work();
  };

  it('blocks withdrawals until rounds after the credit wager the requirement, then clears it', async () => {
    expect((await overview()).turnover).toEqual({ required: 0, wagered: 0, remaining: 0 });
    await step(() => rounds.play(1_000)); // before the requirement: never counts

    const credit = await step(() => ops.credit(10_000, 30_000, 'bonus-0001'));
    expect(valueOf<BalanceAdjustment>(credit)).toMatchObject({
      amount: 10_000,
      turnoverRequired: 30_000,
    });
    expect((await overview()).turnover).toEqual({
      required: 30_000,
      wagered: 0,
      remaining: 30_000,
    });

    const before = await moneyOf(t.db, 'AURORA', 'player1');
    const refused = await step(() => player.withdraw(5_000));
    expect(codeOf(refused)).toEqual([409, 'TURNOVER_NOT_MET']);
    expect(refused.json<Envelope<unknown>>()).toMatchObject({
      message: 'Wager 30000 more minor units before withdrawing',
      value: { required: 30_000, wagered: 0, remaining: 30_000 },
    });
    expect(await moneyOf(t.db, 'AURORA', 'player1')).toEqual(before);

    await step(() => rounds.play(20_000, 5_000));
    const open = await step(() => rounds.open(5_000));
    // An open round waits for its result: not valid wagering yet.
    expect((await overview()).turnover).toEqual({
      required: 30_000,
      wagered: 20_000,
      remaining: 10_000,
    });
    await step(() => rounds.settle(open));
    expect((await overview()).turnover.remaining).toBe(5_000);

    await step(() => rounds.play(6_000));
    expect((await overview()).turnover).toEqual({ required: 0, wagered: 0, remaining: 0 });
    const { list } = await ops.list();
    expect(statuses(list)).toEqual(['30000 cleared']);
    expect(list[0]?.closedAt).toBe(now().toISOString());
    expect(codeOf(await step(() => player.withdraw(5_000)))).toEqual([200, 'OK']);
  });

  it('serves requirements in order, and wagering before a new one never counts towards it', async () => {
    await step(() => ops.credit(1_000, 10_000, 'bonus-0002'));
    await step(() => rounds.play(14_000)); // meets the first with 4,000 over
    // Adding the next one clears the first, so the 4,000 over does not count towards it.
    await step(() => ops.credit(1_000, 10_000, 'bonus-0003'));
    expect(statuses((await ops.list()).list)).toEqual([
      '10000 open',
      '10000 cleared',
      '30000 cleared',
    ]);
    expect((await overview()).turnover.remaining).toBe(10_000);

    await step(() => rounds.play(3_000));
    await step(() => ops.credit(1_000, 5_000, 'bonus-0004'));
    // Both open ones count wagering since the older: 15,000 asked, 3,000 done.
    expect((await overview()).turnover).toEqual({
      required: 15_000,
      wagered: 3_000,
      remaining: 12_000,
    });
    await step(() => rounds.play(12_000));
    expect((await overview()).turnover.remaining).toBe(0);
    expect(statuses((await ops.list()).list).slice(0, 2)).toEqual([
      '5000 cleared',
      '10000 cleared',
    ]);
  });

  it('lets the operator waive an open requirement, once', async () => {
    await step(() => ops.credit(2_000, 8_000, 'bonus-0005'));
    await step(() => ops.credit(2_000, 4_000, 'bonus-0006'));
    await step(() => rounds.play(1_000));
    const [newest, older] = (await ops.list()).list as [TurnoverRequirement, TurnoverRequirement];

    const waived = valueOf<TurnoverRequirement>(
      await step(() => ops.waive(older.id, '  VIP goodwill ')),
    );
    expect(waived).toMatchObject({ id: older.id, status: 'waived', waiveReason: 'VIP goodwill' });
    expect(waived.closedAt).toBe(now().toISOString());
    // The one left counts wagering since itself: the 1,000 came after it.
    expect((await overview()).turnover).toEqual({
      required: 4_000,
      wagered: 1_000,
      remaining: 3_000,
    });
    expect(valueOf<TurnoverRequirement>(await step(() => ops.waive(older.id)))).toEqual(waived);

    await step(() => rounds.play(3_000));
    expect(codeOf(await ops.waive(newest.id))).toEqual([409, 'TURNOVER_REQUIREMENT_CLEARED']);
    expect(codeOf(await ops.waive(999_999))).toEqual([404, 'TURNOVER_REQUIREMENT_NOT_FOUND']);
    const agent = await moneyOf(t.db, 'AURORA', 'agent1');
    expect(codeOf(await ops.waive(newest.id, 'Wrong member', agent.memberId))).toEqual([
      404,
      'TURNOVER_REQUIREMENT_NOT_FOUND',
    ]);
    expect(codeOf(await ops.waive(newest.id, '   '))).toEqual([400, 'BAD_REQUEST']);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/ops/members/999999/turnover',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(codeOf(unknown)).toEqual([404, 'NOT_FOUND']);
  });

  it('books a credit and its requirement once per requestId, and refuses a bad requirement', async () => {
    const first = valueOf<BalanceAdjustment>(
      await step(() => ops.credit(3_000, 9_000, 'bonus-0007')),
    );
    expect(
      valueOf<BalanceAdjustment>(await step(() => ops.credit(3_000, 9_000, 'bonus-0007'))),
    ).toEqual(first);
    expect(codeOf(await ops.credit(3_000, 9_001, 'bonus-0007'))).toEqual([
      409,
      'REQUEST_ID_CONFLICT',
    ]);
    expect(statuses((await ops.list()).list)[0]).toBe('9000 open');
    expect((await ops.list()).list.filter((r) => r.sourceRef.endsWith('bonus-0007'))).toHaveLength(
      1,
    );

    const before = await moneyOf(t.db, 'AURORA', 'player1');
    const count = (await ops.list()).list.length;
    for (const [amount, required] of [
      [-3_000, 9_000],
      [3_000, 0],
      [3_000, 1.5],
      [3_000, '9000'],
      [3_000, -5],
      [3_000, 1e13],
    ] as const)
      expect(
        codeOf(await ops.credit(amount, required, `bad-${String(required)}-${amount}`)),
      ).toEqual([400, 'TURNOVER_REQUIRED_INVALID']);
    expect(await moneyOf(t.db, 'AURORA', 'player1')).toEqual(before);
    expect((await ops.list()).list).toHaveLength(count);
  });

  it('gives the Withdraw page its overview: password, tries left, lock, limits, available', async () => {
    const agent = await tokenOf(t.app, 'LUMEN', 'agent1', 'agent1pass');
    const agentMoney = await moneyOf(t.db, 'LUMEN', 'agent1');
    expect(await overviewOf(t.app, 'LUMEN', agent)).toEqual({
      passwordSet: false,
      passwordTriesLeft: 5,
      passwordLockedUntil: null,
      limits: { min: 10_000, max: 5_000_000 },
      available: agentMoney.balance - agentMoney.held,
      inGames: 0,
      turnover: { required: 0, wagered: 0, remaining: 0 },
    });

    const lumen = await readyMember(
      t.app,
      t.db,
      ['LUMEN', 'player1', 'player1pass'],
      'Juan Dela Cruz',
    );
    expect(await overviewOf(t.app, 'LUMEN', lumen.token)).toMatchObject({ passwordSet: true });
    const firstWrong = await step(() => lumen.withdraw(10_000, 'wrong-pass-1'));
    expect(codeOf(firstWrong)).toEqual([400, 'WITHDRAWAL_PASSWORD_WRONG']);
    const lockStart = clock;
    await step(() => lumen.withdraw(10_000, 'wrong-pass-2'));
    expect(await overviewOf(t.app, 'LUMEN', lumen.token)).toMatchObject({
      passwordTriesLeft: 3,
      passwordLockedUntil: null,
    });
    for (const n of [3, 4, 5]) await step(() => lumen.withdraw(10_000, `wrong-pass-${n}`));
    const locked = await overviewOf(t.app, 'LUMEN', lumen.token);
    expect(locked).toMatchObject({
      passwordTriesLeft: 0,
      passwordLockedUntil: new Date(lockStart + 15 * 60_000).toISOString(),
    });
    expect(codeOf(await lumen.withdraw(10_000))).toEqual([429, 'TOO_MANY_TRIES']);
    // Once the first wrong one is 15 minutes old, one try is back.
    clock = lockStart + 15 * 60_000 + 1;
    expect(await overviewOf(t.app, 'LUMEN', lumen.token)).toMatchObject({
      passwordTriesLeft: 1,
      passwordLockedUntil: null,
    });
    const anonymous = await call(t.app, 'LUMEN', 'GET', CASHIER_PATHS.withdrawalOverview);
    expect(codeOf(anonymous)).toEqual([401, 'UNAUTHORIZED']);
  });
});
