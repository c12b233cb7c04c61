import { type Envelope } from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OTHER_VENDOR_GAME,
  booksOf,
  gameWalletCalls,
  launchTokenOf,
  prepareOtherVendor,
} from '../../../testing/game-wallets';
import { TEST_GAMES, TEST_VENDOR, prepareSandbox, sandboxCall } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { readyMember } from '../../../testing/withdrawals';

const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

// The automatic transfer's moves racing what else moves the same member's money: launches of
// two vendors (each recalls the other and funds its own), recalls as game pages close,
// withdrawals that recall when main falls short, and bets on both game wallets. On PostgreSQL
// the calls of a round really run at once, on separate connections; on PGlite they queue.
describe.each(testDbKinds())(
  'game wallets racing launches, recalls, withdrawals and bets on %s',
  (kind) => {
    let t: TestApp;
    let player: Awaited<ReturnType<typeof readyMember>>;
    let calls: ReturnType<typeof gameWalletCalls>;
    const betTokens: Record<string, string> = {};
    beforeAll(async () => {
      t = await startTestApp(kind);
      await prepareSandbox(t.db);
      await prepareOtherVendor(t.db);
      player = await readyMember(
        t.app,
        t.db,
        ['LUMEN', 'player1', 'player1pass'],
        'Juan Dela Cruz',
      );
      calls = gameWalletCalls(t.app, 'LUMEN', player.token);
      // Launch sessions the bets come through; these launches move no money themselves.
      const launches: [game: string, vendor: string][] = [
        [TEST_GAMES.slot.code, TEST_VENDOR],
        [OTHER_VENDOR_GAME.code, OTHER_VENDOR_GAME.vendor],
      ];
      for (const [game, vendor] of launches)
        betTokens[vendor] = launchTokenOf(
          await calls.launch(game, vendor, { autoTransfer: false }),
        );
    }, 120_000);
    afterAll(() => t?.close());

    it('keeps every wallet equal to its ledger, never overdraws, and loses nothing, over 25 rounds of 12 calls at once', async () => {
      const start = await booksOf(t.db, 'LUMEN', 'player1');
      // Big enough that some withdrawals pass, small enough that the later ones run out.
      const withdrawal = Math.max(10_000, Math.floor((start.total - start.main.held) / 20));
      const stake = 700;
      let bets = 0;
      let withdrawn = 0;
      const unexpected: string[] = [];
      for (let round = 0; round < 25; round += 1) {
        const bet = (vendor: string, n: number) =>
          sandboxCall(t.app, betTokens[vendor] ?? '', '/sandbox/wallet/debit', {
            txnId: `gw-race-${round}-${vendor}-${n}`,
            roundId: `gw-race-round-${round}-${vendor}-${n}`,
            amount: stake,
          });
        // Each round starts with the money in one game wallet, which its bets then race for.
        const [game, vendor] =
          round % 2
            ? [OTHER_VENDOR_GAME.code, OTHER_VENDOR_GAME.vendor]
            : [TEST_GAMES.slot.code, TEST_VENDOR];
        expect(codeOf(await calls.launch(game, vendor))).toBe('200 OK');
        const batch: [string, Promise<LightMyRequestResponse>][] = [
          ['launch', calls.launch(TEST_GAMES.slot.code, TEST_VENDOR)],
          ['launch', calls.launch(OTHER_VENDOR_GAME.code, OTHER_VENDOR_GAME.vendor)],
          ['recall', calls.recall(`gw-recall-${round}-a`)],
          ['recall', calls.recall(`gw-recall-${round}-b`)],
          ['withdraw', player.withdraw(withdrawal)],
          ['withdraw', player.withdraw(withdrawal)],
          ['bet', bet(TEST_VENDOR, 0)],
          ['bet', bet(TEST_VENDOR, 1)],
          ['bet', bet(OTHER_VENDOR_GAME.vendor, 0)],
          ['bet', bet(OTHER_VENDOR_GAME.vendor, 1)],
          ['launch', calls.launch(TEST_GAMES.slot.code, TEST_VENDOR)],
          ['recall', calls.recall(`gw-recall-${round}-a`)],
        ];
        const replies = await Promise.all(batch.map(([, reply]) => reply));
        for (const [n, reply] of replies.entries()) {
          const [what] = batch[n] ?? [''];
          const code = codeOf(reply);
          // A bet or a withdrawal may find the money elsewhere or gone; nothing else may fail.
          const refusedForMoney =
            code === '409 INSUFFICIENT_BALANCE' && (what === 'bet' || what === 'withdraw');
          if (code !== '200 OK' && !refusedForMoney) unexpected.push(`${what}: ${code}`);
          if (code === '200 OK' && what === 'bet') bets += 1;
          if (code === '200 OK' && what === 'withdraw') withdrawn += 1;
        }
        const now = await booksOf(t.db, 'LUMEN', 'player1');
        expect(now.main.ledgerSum).toBe(now.main.balance);
        expect(now.main.lastBalanceAfter).toBe(now.main.balance);
        expect(now.main.heldSum).toBe(now.main.held);
        expect(now.main.held).toBeLessThanOrEqual(now.main.balance);
        for (const wallet of now.games) {
          expect(wallet.balance).toBeGreaterThanOrEqual(0);
          expect(wallet.ledgerSum).toBe(wallet.balance);
        }
      }
      expect(unexpected).toEqual([]);
      const end = await booksOf(t.db, 'LUMEN', 'player1');
      // Moves between wallets create and destroy nothing: only the bets left, and withdrawals
      // are held in main until paid.
      expect(end.total).toBe(start.total - bets * stake);
      expect(end.main.held).toBe(start.main.held + withdrawn * withdrawal);
      // The race really raced: both kinds of money use happened, and the money did run short.
      expect(bets).toBeGreaterThan(0);
      expect(withdrawn).toBeGreaterThan(0);
      expect(withdrawn).toBeLessThan(50);
    }, 300_000);
  },
);
