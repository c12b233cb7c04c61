import {
  CASHIER_PATHS,
  MAIN_WALLET,
  type Envelope,
  type LaunchResult,
  type WalletBalance,
  type WalletTransferResult,
  type Withdrawal,
  type WithdrawalOverview,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts';
import {
  OTHER_VENDOR_GAME,
  booksOf,
  gameWalletCalls,
  launchTokenOf,
  prepareOtherVendor,
} from '../../../testing/game-wallets';
import { valueOf } from '../../../testing/requests';
import { TEST_GAMES, TEST_VENDOR, prepareSandbox, sandboxCall } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { codeOf, readyMember } from '../../../testing/withdrawals';

// Lumen: game wallets with automatic transfer. A launch moves the player's money into the game
// vendor's wallet; it comes back on a recall, on the next launch of another vendor, and when a
// withdrawal needs it. The books agree after every step.
describe.each(testDbKinds())('game wallets never strand money on %s', (kind) => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof readyMember>>;
  let calls: ReturnType<typeof gameWalletCalls>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await prepareSandbox(t.db);
    await prepareOtherVendor(t.db);
    player = await readyMember(t.app, t.db, ['LUMEN', 'player1', 'player1pass'], 'Juan Dela Cruz');
    calls = gameWalletCalls(t.app, 'LUMEN', player.token);
  }, 120_000);
  afterAll(() => t?.close());

  const books = () => booksOf(t.db, 'LUMEN', 'player1');
  async function expectBooksAgree() {
    const now = await books();
    expect(now.main.ledgerSum).toBe(now.main.balance);
    for (const wallet of now.games) {
      expect(wallet.ledgerSum).toBe(wallet.balance);
      expect(wallet.balance).toBeGreaterThanOrEqual(0);
    }
    return now;
  }
  const shown = async () => valueOf<WalletBalance>(await calls.balance());
  const overview = async () =>
    valueOf<WithdrawalOverview>(
      await call(t.app, 'LUMEN', 'GET', CASHIER_PATHS.withdrawalOverview, undefined, {
        token: player.token,
      }),
    );

  it('moves the whole available balance into the launched vendor; the header still shows it all', async () => {
    const start = await expectBooksAgree();
    expect(start.inGames).toBe(0);
    const launched = valueOf<LaunchResult>(await calls.launch(TEST_GAMES.slot.code, TEST_VENDOR));
    expect(launched.gameWallet).toBe(TEST_VENDOR);
    const after = await expectBooksAgree();
    expect(after.main.balance - after.main.held).toBe(0);
    expect(after.games.find((w) => w.vendor === TEST_VENDOR)?.balance).toBe(
      start.main.balance - start.main.held,
    );
    expect(await shown()).toMatchObject({ balance: 0, inGames: start.total - start.main.held });
    // The game sees the money: its vendor's balance call answers it.
    const vendorView = await sandboxCall(
      t.app,
      launchTokenOf(await calls.launch(TEST_GAMES.slot.code, TEST_VENDOR)),
      '/sandbox/wallet/balance',
    );
    expect(valueOf<{ balance: number }>(vendorView).balance).toBe(start.total - start.main.held);
  });

  it('launching another vendor brings the first one back before funding the second', async () => {
    const before = await books();
    const res = await calls.launch(OTHER_VENDOR_GAME.code, OTHER_VENDOR_GAME.vendor);
    expect(valueOf<LaunchResult>(res).gameWallet).toBe(OTHER_VENDOR_GAME.vendor);
    const after = await expectBooksAgree();
    const balanceAt = (vendor: string) => after.games.find((w) => w.vendor === vendor)?.balance;
    expect(balanceAt(TEST_VENDOR)).toBe(0);
    expect(balanceAt(OTHER_VENDOR_GAME.vendor)).toBe(before.total - before.main.held);
    expect(after.total).toBe(before.total);
  });

  it('a recall brings everything back to main, once per requestId', async () => {
    const before = await books();
    const first = valueOf<WalletTransferResult>(await calls.recall('recall-close-0001'));
    expect(first.moves).toEqual([
      { from: OTHER_VENDOR_GAME.vendor, to: MAIN_WALLET, amount: before.inGames },
    ]);
    const again = valueOf<WalletTransferResult>(await calls.recall('recall-close-0001'));
    expect(again).toEqual(first);
    const after = await expectBooksAgree();
    expect(after.inGames).toBe(0);
    expect(after.main.balance).toBe(before.total);
    expect(await shown()).toMatchObject({ inGames: 0, balance: before.total - before.main.held });
  });

  it('with the automatic transfer off a launch moves nothing and names no game wallet', async () => {
    const before = await books();
    const res = await calls.launch(TEST_GAMES.slot.code, TEST_VENDOR, { autoTransfer: false });
    expect(valueOf<LaunchResult>(res).gameWallet).toBeUndefined();
    expect((await expectBooksAgree()).main).toEqual(before.main);
  });

  it('a withdrawal takes money a game wallet kept: the overview counts it, the request recalls it', async () => {
    await calls.launch(TEST_GAMES.slot.code, TEST_VENDOR);
    const before = await expectBooksAgree();
    const view = await overview();
    expect(view).toMatchObject({ available: 0, inGames: before.inGames });
    const amount = 10_000;
    const withdrawal = valueOf<Withdrawal>(await player.withdraw(amount));
    expect(withdrawal).toMatchObject({ status: 'requested', amount });
    const after = await expectBooksAgree();
    expect(after.inGames).toBe(0);
    expect(after.main).toMatchObject({ balance: before.total, held: before.main.held + amount });
    expect(await overview()).toMatchObject({
      available: before.total - before.main.held - amount,
      inGames: 0,
    });
  });

  it('a withdrawal above main and the game wallets together is refused and moves nothing', async () => {
    await calls.launch(TEST_GAMES.slot.code, TEST_VENDOR);
    const before = await expectBooksAgree();
    const tooMuch = before.total - before.main.held + 1;
    expect(codeOf(await player.withdraw(tooMuch))).toEqual([409, 'INSUFFICIENT_BALANCE']);
    const after = await expectBooksAgree();
    expect(after.main).toEqual(before.main);
    expect(after.games).toEqual(before.games);
  });

  it('Aurora keeps one wallet: a launch names no game wallet and its balance has nothing in games', async () => {
    const aurora = await readyMember(
      t.app,
      t.db,
      ['AURORA', 'player1', 'player1pass'],
      'Player One',
    );
    const auroraCalls = gameWalletCalls(t.app, 'AURORA', aurora.token);
    const before = await booksOf(t.db, 'AURORA', 'player1');
    const res = await auroraCalls.launch(TEST_GAMES.slot.code, TEST_VENDOR);
    expect(res.json<Envelope<LaunchResult>>().value?.gameWallet).toBeUndefined();
    expect(valueOf<WalletBalance>(await auroraCalls.balance()).inGames).toBe(0);
    expect((await booksOf(t.db, 'AURORA', 'player1')).main).toEqual(before.main);
  });
});
