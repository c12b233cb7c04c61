import {
  CASHIER_PATHS,
  type DepositLimitExceeded,
  type DepositLimits,
  type Envelope,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];
const HOUR = 3_600_000;

describe.each(testDbKinds())('deposit limits on %s', (kind) => {
  let t: TestApp;
  let clock = new Date();
  let player: string;
  let agent: string;
  let bkash: number;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => clock });
    // Sealed logins carry the real time: sign in before the clock moves.
    player = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    const method = await t.db
      .selectFrom('payment_method')
      .select('id')
      .where('code', '=', 'BKASH')
      .executeTakeFirstOrThrow();
    bkash = Number(method.id);
  }, 120_000);
  afterAll(() => t?.close());

  const limits = (token = player) =>
    call(t.app, 'AURORA', 'GET', CASHIER_PATHS.depositLimits, undefined, { token });
  const setLimits = (body: unknown, token = player) =>
    call(t.app, 'AURORA', 'PUT', CASHIER_PATHS.depositLimits, body, { token });
  const deposit = (amount: number, token = player, methodId = bkash) =>
    call(t.app, 'AURORA', 'POST', CASHIER_PATHS.deposits, { methodId, amount }, { token });
  const refusal = (res: LightMyRequestResponse) => {
    expect(codeOf(res)).toEqual([409, 'DEPOSIT_LIMIT_EXCEEDED']);
    const value = res.json<Envelope<DepositLimitExceeded>>().value;
    if (!value) throw new Error('A limit refusal names its period and what remains');
    return value;
  };

  it('applies a new or lower limit at once and a higher one a day later, by merchant week', async () => {
    // Wednesday 2026-05-06, 10:00 in Dhaka.
    clock = new Date('2026-05-06T04:00:00Z');
    const none = { amount: null, pending: null, used: 0 };
    expect(valueOf<DepositLimits>(await limits())).toEqual({
      daily: none,
      weekly: none,
      monthly: none,
    });

    const set = valueOf<DepositLimits>(await setLimits({ weekly: 60_000 }));
    expect(set.weekly).toEqual({ amount: 60_000, pending: null, used: 0 });
    expect(codeOf(await deposit(40_000))).toEqual([200, 'OK']);
    expect(refusal(await deposit(30_000))).toEqual({
      period: 'weekly',
      limit: 60_000,
      remaining: 20_000,
    });

    const raised = valueOf<DepositLimits>(await setLimits({ weekly: 100_000 }));
    const from = new Date(clock.getTime() + 24 * HOUR).toISOString();
    expect(raised.weekly).toEqual({
      amount: 60_000,
      pending: { amount: 100_000, from },
      used: 40_000,
    });
    expect(refusal(await deposit(30_000)).remaining).toBe(20_000);
    clock = new Date(clock.getTime() + 24 * HOUR - 1);
    expect(refusal(await deposit(30_000)).limit).toBe(60_000);

    // Thursday: the raise is in force.
    clock = new Date('2026-05-07T04:00:00Z');
    expect(valueOf<DepositLimits>(await limits()).weekly).toEqual({
      amount: 100_000,
      pending: null,
      used: 40_000,
    });
    expect(codeOf(await deposit(30_000))).toEqual([200, 'OK']);

    // A removal waits too; a daily limit below today's deposits applies at once.
    const changed = valueOf<DepositLimits>(await setLimits({ weekly: null, daily: 20_000 }));
    expect(changed.weekly.pending).toEqual({
      amount: null,
      from: new Date(clock.getTime() + 24 * HOUR).toISOString(),
    });
    expect(changed.daily).toEqual({ amount: 20_000, pending: null, used: 30_000 });
    expect(refusal(await deposit(20_000))).toEqual({
      period: 'daily',
      limit: 20_000,
      remaining: 0,
    });
    expect(changed.monthly).toEqual({ amount: null, pending: null, used: 70_000 });

    // Monday 00:30 in Dhaka (still Sunday in UTC): a new day and week; the removal is done.
    clock = new Date('2026-05-10T18:30:00Z');
    const monday = valueOf<DepositLimits>(await limits());
    expect(monday.weekly).toEqual({ amount: null, pending: null, used: 0 });
    expect(monday.daily.used).toBe(0);
    expect(monday.monthly.used).toBe(70_000);
    expect(codeOf(await deposit(20_000))).toEqual([200, 'OK']);
    expect(refusal(await deposit(20_000)).period).toBe('daily');
  });

  it('refuses malformed limits with a code and changes nothing', async () => {
    const before = valueOf<DepositLimits>(await limits());
    const cases: [unknown, number, string][] = [
      [{ daily: 0 }, 400, 'DEPOSIT_LIMIT_INVALID'],
      [{ daily: -5 }, 400, 'DEPOSIT_LIMIT_INVALID'],
      [{ weekly: 1.5 }, 400, 'DEPOSIT_LIMIT_INVALID'],
      [{ monthly: '50000' }, 400, 'DEPOSIT_LIMIT_INVALID'],
      [{ monthly: 1e15 }, 400, 'DEPOSIT_LIMIT_INVALID'],
      [{}, 400, 'BAD_REQUEST'],
      [{ yearly: 5_000 }, 400, 'BAD_REQUEST'],
      [[1], 400, 'BAD_REQUEST'],
    ];
    for (const [body, status, code] of cases)
      expect(codeOf(await setLimits(body)), JSON.stringify(body)).toEqual([status, code]);
    expect(valueOf<DepositLimits>(await limits())).toEqual(before);
    expect(codeOf(await call(t.app, 'AURORA', 'GET', CASHIER_PATHS.depositLimits))).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
  });

  it('never lets deposits sent at once pass a daily limit', async () => {
    clock = new Date('2026-05-12T04:00:00Z');
    expect(valueOf<DepositLimits>(await setLimits({ daily: 100_000 }, agent)).daily.amount).toBe(
      100_000,
    );
    const replies = await Promise.all(Array.from({ length: 10 }, () => deposit(30_000, agent)));
    const codes = replies.map((res) => codeOf(res)[1]);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(3);
    expect(codes.filter((code) => code === 'DEPOSIT_LIMIT_EXCEEDED')).toHaveLength(7);
    const daily = valueOf<DepositLimits>(await limits(agent)).daily;
    expect(daily).toEqual({ amount: 100_000, pending: null, used: 90_000 });
  });
});
