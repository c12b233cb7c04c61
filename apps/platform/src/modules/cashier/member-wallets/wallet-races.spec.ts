import { MAIN_WALLET, WALLET_PATHS, type Envelope } from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import {
  TEST_GAMES,
  TEST_VENDOR,
  launchGame,
  moneyOf,
  prepareSandbox,
  sandboxCall,
  vendorMoneyOf,
} from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

// On PostgreSQL the calls below really run at once, on separate connections; on PGlite they
// queue, so there the test only checks the sums.
describe.each(testDbKinds())('wallet transfers racing bets on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let launch: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await prepareSandbox(t.db);
    token = await tokenOf(t.app, 'LUMEN', 'agent1', 'agent1pass');
    // Without the automatic transfer: this test moves the money itself.
    ({ launch } = await launchGame(t.app, 'LUMEN', token, TEST_GAMES.slot.code, {
      autoTransfer: false,
    }));
  }, 120_000);
  afterAll(() => t?.close());

  const transfer = (body: object) =>
    call(t.app, 'LUMEN', 'POST', WALLET_PATHS.walletTransfer, body, { token });
  const bet = (n: number, amount: number) =>
    sandboxCall(t.app, launch, '/sandbox/wallet/debit', {
      txnId: `race-bet-${n}`,
      roundId: `race-round-${n}`,
      amount,
    });

  it('never overdraws a wallet, and every wallet equals its ledger, under 60 calls at once', async () => {
    const start = await moneyOf(t.db, 'LUMEN', 'agent1');
    const startVendor = await vendorMoneyOf(t.db, start.memberId, TEST_VENDOR);
    const unit = Math.floor((start.balance - start.held) / 8);
    const calls = Array.from({ length: 60 }, (_, n) => {
      const requestId = `race-transfer-${n}`;
      switch (n % 5) {
        case 0:
          return transfer({
            mode: 'one',
            requestId,
            from: MAIN_WALLET,
            to: TEST_VENDOR,
            amount: unit,
          });
        case 1:
          return transfer({
            mode: 'one',
            requestId,
            from: TEST_VENDOR,
            to: MAIN_WALLET,
            amount: unit,
          });
        case 2:
          return transfer({ mode: n % 2 ? 'allIn' : 'allOut', requestId, to: TEST_VENDOR });
        default:
          return bet(n, unit);
      }
    });
    const replies = await Promise.all(calls);
    const codes = replies.map(codeOf);
    // Every call either booked or was refused for the balance: none failed in the database.
    expect(
      codes.filter((code) => code !== '200 OK' && code !== '409 INSUFFICIENT_BALANCE'),
    ).toEqual([]);
    const bets = replies.filter((res, n) => n % 5 >= 3 && res.statusCode === 200).length;
    const main = await moneyOf(t.db, 'LUMEN', 'agent1');
    const vendor = await vendorMoneyOf(t.db, start.memberId, TEST_VENDOR);
    for (const wallet of [main, vendor]) {
      expect(wallet.balance).toBeGreaterThanOrEqual(0);
      expect(wallet.ledgerSum).toBe(wallet.balance);
      expect(wallet.lastBalanceAfter).toBe(wallet.balance);
    }
    expect(main.held).toBe(start.held);
    // Transfers only move money between the wallets: what left them is exactly the bets.
    expect(main.balance + vendor.balance).toBe(start.balance + startVendor.balance - bets * unit);
    const booked = await t.db
      .selectFrom('wallet_txn')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('txn_id', 'like', 'race-bet-%')
      .executeTakeFirstOrThrow();
    expect(Number(booked.n)).toBe(bets);
  });
});
