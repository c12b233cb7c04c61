import {
  CASHIER_PATHS,
  MEMBER_TYPES,
  PATHS,
  WALLET_PATHS,
  type LoginResult,
  type RankList,
  type SpinResult,
  type VendorBalance,
  type WalletBalance,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { merchantGet, valueOf } from '../../../testing/requests';
import { TEST_GAMES, launchGame, prepareSandbox, sandboxCall } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { walletService } from '../../wallet';

// Trial money is demo money (spec §6; issue 13, A9): no real-money action, no public board,
// and every balance says so.
describe.each(testDbKinds())('trial accounts on %s', (kind) => {
  let t: TestApp;
  let trial: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await prepareSandbox(t.db);
    trial = valueOf<LoginResult>(
      await call(t.app, 'AURORA', 'POST', PATHS.freePlay, { os: 'web', platform: 'W' }),
    ).token;
  });
  afterAll(() => t?.close());

  const asTrial = (method: 'GET' | 'POST', path: string, body?: object) =>
    call(t.app, 'AURORA', method, path, body, { token: trial });
  const refusal = (reply: { statusCode: number; json: () => { code: string } }) => [
    reply.statusCode,
    reply.json().code,
  ];

  it('refuses deposit, withdrawal, wallet transfer and transfer to the upline', async () => {
    const requestId = 'trial-0000000001';
    const replies = [
      await asTrial('POST', CASHIER_PATHS.deposits, { methodId: 1, amount: 10_000 }),
      await asTrial('POST', CASHIER_PATHS.withdrawals, {
        payeeAccountId: 1,
        amount: 10_000,
        withdrawalPassword: 'whatever1',
      }),
      await asTrial('POST', WALLET_PATHS.walletTransfer, { mode: 'allOut', requestId }),
      await asTrial('POST', WALLET_PATHS.transferUpline, {
        amount: 10_000,
        withdrawalPassword: 'whatever1',
        requestId,
      }),
    ];
    expect(replies.map(refusal)).toEqual(Array(4).fill([403, 'TRIAL_ACCOUNT']));
  });

  it('marks the trial balance as demo money, on the site and to the vendor', async () => {
    const own = valueOf<WalletBalance>(await asTrial('GET', PATHS.balance));
    expect(own).toMatchObject({ balance: 200_000, demo: true });
    const player = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    const real = valueOf<WalletBalance>(
      await call(t.app, 'AURORA', 'GET', PATHS.balance, undefined, { token: player }),
    );
    expect(real.demo).toBe(false);
    const { launch } = await launchGame(t.app, 'AURORA', trial, TEST_GAMES.slot.code);
    const vendor = valueOf<VendorBalance>(
      await sandboxCall(t.app, launch, '/sandbox/wallet/balance'),
    );
    expect(vendor).toEqual({ balance: 200_000, currency: 'BDT', demo: true });
  });

  it('plays a demo launch through the PAM API on the trial wallet alone', async () => {
    const balance = async (token: string) =>
      valueOf<WalletBalance>(
        await call(t.app, 'AURORA', 'GET', PATHS.balance, undefined, { token }),
      ).balance;
    const player = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    const [trialBefore, playerBefore] = [await balance(trial), await balance(player)];
    const { launch } = await launchGame(t.app, 'AURORA', trial, TEST_GAMES.slot.code);
    const spin = valueOf<SpinResult>(
      await sandboxCall(t.app, launch, '/sandbox/play/slot/spin', { stake: 250 }, null),
    );
    expect(await balance(trial)).toBe(trialBefore - 250 + spin.win);
    expect(spin.balance).toBe(trialBefore - 250 + spin.win);
    expect(await balance(player)).toBe(playerBefore);
    const booked = await t.db
      .selectFrom('pam_txn as p')
      .innerJoin('member as m', 'm.id', 'p.member_id')
      .select(['p.txn_type', 'm.type'])
      .where('p.round_id', '=', spin.roundId)
      .orderBy('p.txn_type', 'desc')
      .execute();
    expect(booked.map((row) => [row.txn_type, Number(row.type)])).toEqual([
      ['WITHDRAW', MEMBER_TYPES.trial],
      ['DEPOSIT', MEMBER_TYPES.trial],
    ]);
  });

  it('keeps trial wins off the public winners board', async () => {
    const trialMember = await t.db
      .selectFrom('member')
      .select('id')
      .where('type', '=', 4)
      .executeTakeFirstOrThrow();
    const game = await t.db
      .selectFrom('game')
      .select('node_id')
      .where('game_code', '=', TEST_GAMES.slot.code)
      .executeTakeFirstOrThrow();
    const wallet = walletService(t.db, () => new Date());
    const caller = {
      memberId: Number(trialMember.id),
      merchantCode: 'AURORA',
      nodeId: Number(game.node_id),
    };
    await wallet.debit(caller, { txnId: 'trial:bet', roundId: 'trial-round', amount: 100 });
    await wallet.credit(caller, {
      txnId: 'trial:win',
      roundId: 'trial-round',
      amount: 987_654_321,
    });
    const board = valueOf<RankList>(
      await merchantGet(t.app, 'AURORA', `${PATHS.winners}?gameCategory=ALL`),
    ).list.map((entry) => entry.vo.winAmount);
    expect(board).not.toContain('9876543.21');
  });
});
