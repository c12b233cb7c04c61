import {
  CASHIER_PATHS,
  MAX_WITHDRAWAL_AMOUNT,
  OPERATOR_PATHS,
  PATHS,
  type OperatorWithdrawal,
  type OperatorWithdrawals,
  type WalletBalance,
  type Withdrawal,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/http/api-error';
import { call, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { moneyOf, prepareSandbox, TEST_GAMES } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import {
  codeOf,
  decideAs,
  expectConsistent,
  readyMember as readyMemberOf,
} from '../../../testing/withdrawals';
import { walletService } from '../../wallet';

const OPS_TOKEN = 'ops-token-for-withdrawal-tests';

describe.each(testDbKinds())('withdrawals on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS_TOKEN });
    await prepareSandbox(t.db);
    // Holds race bets for the main wallet here: Lumen runs single-wallet in this file (its vendor
    // wallets race transfers in wallets.spec).
    await t.db
      .updateTable('merchant')
      .set({ single_wallet: true })
      .where('code', '=', 'LUMEN')
      .execute();
  }, 120_000);
  afterAll(() => t?.close());

  const readyMember = (merchant: string, account: string, password: string, payee: string) =>
    readyMemberOf(t.app, t.db, [merchant, account, password], payee);

  /** Gives agent1 of a merchant a payee name (agents are seeded without one). */
  const nameAgent = (merchant: string) =>
    t.db
      .updateTable('member')
      .set({ payee_name: `Agent ${merchant}` })
      .where('merchant_code', '=', merchant)
      .where('account', '=', 'agent1')
      .execute();
  const decide = (id: number, action: string) => decideAs(t.app, OPS_TOKEN, id, action);
  const withdrawalRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('withdrawal')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** A bet through the seamless wallet, as a game vendor places it. */
  async function bet(merchant: string, memberId: number, txnId: string, amount: number) {
    const game = await t.db
      .selectFrom('game')
      .select('node_id')
      .where('game_code', '=', TEST_GAMES.slot.code)
      .executeTakeFirstOrThrow();
    const caller = { memberId, merchantCode: merchant, nodeId: Number(game.node_id) };
    return walletService(t.db, () => new Date()).debit(caller, {
      txnId,
      roundId: `r-${txnId}`,
      amount,
    });
  }
  it('refuses every bad withdrawal with its own code, writing nothing', async () => {
    const player = await readyMember('AURORA', 'player1', 'player1pass', 'Player One');
    const agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    const before = {
      rows: await withdrawalRows(),
      money: await moneyOf(t.db, 'AURORA', 'player1'),
    };
    const cases: [unknown, number, string][] = [
      [0, 400, 'WITHDRAWAL_AMOUNT_INVALID'],
      [-500, 400, 'WITHDRAWAL_AMOUNT_INVALID'],
      [20_000.5, 400, 'WITHDRAWAL_AMOUNT_INVALID'],
      ['20000', 400, 'WITHDRAWAL_AMOUNT_INVALID'],
      [null, 400, 'WITHDRAWAL_AMOUNT_INVALID'],
      [MAX_WITHDRAWAL_AMOUNT + 1, 400, 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE'],
      [4_999, 400, 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE'],
      [2_500_001, 400, 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE'],
      [before.money.balance + 1, 409, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [amount, status, code] of cases)
      expect(codeOf(await player.withdraw(amount)), String(amount)).toEqual([status, code]);
    expect(codeOf(await player.withdraw(10_000, 'wrong-pass1'))).toEqual([
      400,
      'WITHDRAWAL_PASSWORD_WRONG',
    ]);
    // Another member's payee account.
    const foreign = await call(
      t.app,
      'AURORA',
      'POST',
      CASHIER_PATHS.withdrawals,
      { payeeAccountId: player.payeeAccountId, amount: 10_000, withdrawalPassword: 'cash4567' },
      { token: agent },
    );
    expect(codeOf(foreign)).toEqual([404, 'PAYEE_ACCOUNT_NOT_FOUND']);
    expect(await withdrawalRows()).toBe(before.rows);
    expect(await moneyOf(t.db, 'AURORA', 'player1')).toEqual(before.money);
  });

  it('holds the amount: available drops, bets cannot spend it; reject releases it', async () => {
    const player = await readyMember('LUMEN', 'player1', 'player1pass', 'Juan Dela Cruz');
    const start = await moneyOf(t.db, 'LUMEN', 'player1');
    const held = valueOf<Withdrawal>(await player.withdraw(100_000));
    expect(held).toMatchObject({ status: 'requested', amount: 100_000, currency: 'PHP' });
    expect(held.payee).toMatchObject({ kind: 'ewallet', maskedNumber: '*******5678' });
    const afterHold = await moneyOf(t.db, 'LUMEN', 'player1');
    expect(afterHold).toMatchObject({ balance: start.balance, held: start.held + 100_000 });
    expectConsistent(afterHold);
    const shown = valueOf<WalletBalance>(
      await call(t.app, 'LUMEN', 'GET', PATHS.balance, undefined, { token: player.token }),
    );
    expect(shown.balance).toBe(start.balance - start.held - 100_000);

    // A bet above the available balance is refused even though the balance would cover it.
    const available = afterHold.balance - afterHold.held;
    await expect(bet('LUMEN', player.memberId, 'hold-bet-1', available + 1)).rejects.toThrow(
      ApiError,
    );
    await bet('LUMEN', player.memberId, 'hold-bet-2', 1_000);

    const list = valueOf<OperatorWithdrawals>(
      await t.app.inject({
        method: 'GET',
        url: `${OPERATOR_PATHS.withdrawals}?status=requested`,
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
      }),
    ).list;
    expect(list.find((w) => w.id === held.id)).toMatchObject({ accountNumber: '01712345678' });
    expect(codeOf(await decide(held.id, 'pay'))).toEqual([409, 'WITHDRAWAL_STATE_CONFLICT']);
    expect(valueOf<OperatorWithdrawal>(await decide(held.id, 'reject')).status).toBe('rejected');
    expect(codeOf(await decide(held.id, 'reject'))).toEqual([409, 'WITHDRAWAL_STATE_CONFLICT']);
    const released = await moneyOf(t.db, 'LUMEN', 'player1');
    expect(released).toMatchObject({ balance: start.balance - 1_000, held: start.held });
    expectConsistent(released);
  });

  it('pays an approved withdrawal out once, even when 20 operators click at once', async () => {
    await nameAgent('AURORA');
    const agent = await readyMember('AURORA', 'agent1', 'agent1pass', 'Agent AURORA');
    const start = await moneyOf(t.db, 'AURORA', 'agent1');
    const requested = valueOf<Withdrawal>(await agent.withdraw(30_000));
    expect(valueOf<OperatorWithdrawal>(await decide(requested.id, 'approve')).status).toBe(
      'approved',
    );
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => decide(requested.id, 'pay')),
    );
    const codes = replies.map(codeOf);
    expect(codes.filter(([status]) => status === 200)).toHaveLength(1);
    expect(codes.filter(([, code]) => code === 'WITHDRAWAL_STATE_CONFLICT')).toHaveLength(19);
    const paid = await moneyOf(t.db, 'AURORA', 'agent1');
    expect(paid).toMatchObject({ balance: start.balance - 30_000, held: start.held });
    expectConsistent(paid);
    const entries = await t.db
      .selectFrom('ledger_entry')
      .select('kind')
      .where('idempotency_key', 'like', `withdrawal:${requested.id}:%`)
      .execute();
    expect(entries.map((e) => e.kind).sort()).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAID']);
    expect(codeOf(await decide(requested.id, 'reject'))).toEqual([
      409,
      'WITHDRAWAL_STATE_CONFLICT',
    ]);
    expect(codeOf(await decide(999_999, 'approve'))).toEqual([404, 'WITHDRAWAL_NOT_FOUND']);
  });

  it('never overdraws under 20 concurrent withdrawals and bets', async () => {
    await nameAgent('LUMEN');
    const agent = await readyMember('LUMEN', 'agent1', 'agent1pass', 'Agent LUMEN');
    const start = await moneyOf(t.db, 'LUMEN', 'agent1');
    const available = start.balance - start.held;
    const tenth = Math.floor(available / 10);
    const [withdrawals, bets] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => agent.withdraw(tenth))),
      Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => bet('LUMEN', agent.memberId, `race-${i}`, tenth)),
      ),
    ]);
    const accepted = withdrawals.filter((res) => res.statusCode === 200).length;
    const refused = withdrawals.filter(
      (res) => codeOf(res).join() === '409,INSUFFICIENT_BALANCE',
    ).length;
    expect(accepted + refused).toBe(20);
    for (const outcome of bets)
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ApiError);
    const betsTaken = bets.filter((outcome) => outcome.status === 'fulfilled').length;
    // Exactly as many fit as the available balance allows: all ten tenths are taken.
    expect(accepted + betsTaken).toBe(10);
    const end = await moneyOf(t.db, 'LUMEN', 'agent1');
    expect(end.held).toBe(start.held + accepted * tenth);
    expect(end.balance).toBe(start.balance - betsTaken * tenth);
    expectConsistent(end);
    const rows = await t.db
      .selectFrom('withdrawal')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', agent.memberId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(accepted);
  });
});
