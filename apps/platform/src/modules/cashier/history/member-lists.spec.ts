import {
  CASHIER_PATHS,
  type Deposit,
  type DepositPage,
  type Envelope,
  type PayeeAccount,
  type WithdrawalPage,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { memberIdOf } from '../../../testing/records';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];

describe.each(testDbKinds())("the member's deposit and withdrawal lists on %s", (kind) => {
  let t: TestApp;
  let clock = new Date();
  let aurora: string;
  let lumen: string;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => clock });
    // Sealed logins carry the real time: sign in before the clock moves.
    aurora = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    lumen = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
  }, 120_000);
  afterAll(() => t?.close());

  const get = (path: string, query: string, token = aurora, merchant = 'AURORA') =>
    call(t.app, merchant, 'GET', `${path}?${query}`, undefined, { token });

  it('pages own deposits newest first within merchant days, by status', async () => {
    const bkash = await t.db
      .selectFrom('payment_method')
      .select('id')
      .where('code', '=', 'BKASH')
      .executeTakeFirstOrThrow();
    const opened: Deposit[] = [];
    // 23:30 on the 1st, 00:30 and 12:00 on the 2nd in Dhaka (UTC+6).
    for (const at of ['2026-04-01T17:30:00Z', '2026-04-01T18:30:00Z', '2026-04-02T06:00:00Z']) {
      clock = new Date(at);
      const res = await call(
        t.app,
        'AURORA',
        'POST',
        CASHIER_PATHS.deposits,
        { methodId: Number(bkash.id), amount: 20_000 },
        { token: aurora },
      );
      opened.push(valueOf<Deposit>(res));
    }
    const ids = opened.map((d) => d.id);
    const second = valueOf<DepositPage>(
      await get(CASHIER_PATHS.deposits, 'from=2026-04-02&to=2026-04-02&limit=1'),
    );
    expect(second.list).toEqual([opened[2]]);
    const rest = valueOf<DepositPage>(
      await get(
        CASHIER_PATHS.deposits,
        `from=2026-04-02&to=2026-04-02&limit=1&cursor=${second.nextCursor}`,
      ),
    );
    expect(rest.list.map((d) => d.id)).toEqual([ids[1]]);
    expect(rest.nextCursor).toBeNull();
    // With no dates: the last 7 merchant days up to the clock.
    const all = valueOf<DepositPage>(await get(CASHIER_PATHS.deposits, 'status=pending'));
    expect(all.list.map((d) => d.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(valueOf<DepositPage>(await get(CASHIER_PATHS.deposits, 'status=approved')).list).toEqual(
      [],
    );
    // Another member sees none of them.
    const other = await get(
      CASHIER_PATHS.deposits,
      'from=2026-04-01&to=2026-04-02',
      lumen,
      'LUMEN',
    );
    expect(valueOf<DepositPage>(other).list).toEqual([]);
  });

  it('pages own withdrawals with their masked payee', async () => {
    clock = new Date('2026-04-03T06:00:00Z');
    const post = (path: string, body: unknown) =>
      call(t.app, 'AURORA', 'POST', path, body, { token: aurora });
    expect(codeOf(await post(CASHIER_PATHS.withdrawalPassword, { password: 'cash4567' }))).toEqual([
      200,
      'OK',
    ]);
    const payee = valueOf<PayeeAccount>(
      await post(CASHIER_PATHS.payeeAccounts, {
        kind: 'ewallet',
        provider: 'Sandbox Wallet',
        accountNumber: '01712345678',
        holderName: 'Player One',
      }),
    );
    const withdraw = () =>
      post(CASHIER_PATHS.withdrawals, {
        payeeAccountId: payee.id,
        amount: 10_000,
        withdrawalPassword: 'cash4567',
      });
    expect(codeOf(await withdraw())).toEqual([200, 'OK']);
    expect(codeOf(await withdraw())).toEqual([200, 'OK']);
    const page = valueOf<WithdrawalPage>(await get(CASHIER_PATHS.withdrawals, 'limit=1'));
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      status: 'requested',
      amount: 10_000,
      payee: { maskedNumber: expect.stringMatching(/5678$/) },
    });
    expect(JSON.stringify(page)).not.toContain('01712345678');
    const next = valueOf<WithdrawalPage>(
      await get(CASHIER_PATHS.withdrawals, `limit=1&cursor=${page.nextCursor}`),
    );
    expect(next.list[0]!.id).toBeLessThan(page.list[0]!.id);
    expect(next.nextCursor).toBeNull();
    const memberId = await memberIdOf(t.db, 'AURORA', 'player1');
    const stored = await t.db
      .selectFrom('withdrawal')
      .select('id')
      .where('member_id', '=', memberId)
      .execute();
    expect(stored).toHaveLength(2);
    expect(
      valueOf<WithdrawalPage>(await get(CASHIER_PATHS.withdrawals, 'status=paid')).list,
    ).toEqual([]);
  });

  it('refuses bad filters with a code', async () => {
    const cases: [string, string, number, string][] = [
      [CASHIER_PATHS.deposits, 'status=lost', 400, 'BAD_REQUEST'],
      [CASHIER_PATHS.withdrawals, 'status=pending', 400, 'BAD_REQUEST'],
      [CASHIER_PATHS.deposits, 'from=2026-04-05&to=2026-04-01', 400, 'RECORD_RANGE_INVALID'],
      [CASHIER_PATHS.withdrawals, 'from=2026-01-01&to=2026-04-30', 400, 'RECORD_RANGE_INVALID'],
      [CASHIER_PATHS.withdrawals, 'cursor=-1', 400, 'BAD_REQUEST'],
    ];
    for (const [path, query, status, code] of cases)
      expect(codeOf(await get(path, query)), `${path}?${query}`).toEqual([status, code]);
    expect(codeOf(await call(t.app, 'AURORA', 'GET', CASHIER_PATHS.withdrawals))).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
  });
});
