import {
  MAIN_WALLET,
  PATHS,
  WALLET_PATHS,
  type ConsolidatedFunds,
  type Envelope,
  type MerchantWallet,
  type WalletBalance,
  type WalletTransferResult,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
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
import type { TxnResult, WalletView } from '../../wallet';

const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];

describe.each(testDbKinds())('member wallets on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    await prepareSandbox(t.db);
    tokens.LUMEN = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
    tokens.AURORA = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
  }, 120_000);
  afterAll(() => t?.close());

  const get = (merchant: string, path: string) =>
    call(t.app, merchant, 'GET', path, undefined, { token: tokens[merchant] });
  const transfer = (body: object, merchant = 'LUMEN') =>
    call(t.app, merchant, 'POST', WALLET_PATHS.walletTransfer, body, { token: tokens[merchant] });
  const wallets = async (merchant = 'LUMEN') =>
    valueOf<MerchantWallet>(await get(merchant, WALLET_PATHS.merchantWallet));
  const balanceOf = async (code: string) =>
    (await wallets()).wallets.find((wallet) => wallet.code === code)?.balance;
  const lumen = () => moneyOf(t.db, 'LUMEN', 'player1');

  /** Every wallet of Lumen's player1 equals its ledger, and its newest balance after. */
  async function expectBooksBalance() {
    const main = await lumen();
    expect(main.ledgerSum).toBe(main.balance);
    expect(main.lastBalanceAfter).toBe(main.balance);
    const vendor = await vendorMoneyOf(t.db, main.memberId, TEST_VENDOR);
    expect(vendor.ledgerSum).toBe(vendor.balance);
    expect(vendor.lastBalanceAfter).toBe(vendor.balance);
    expect(vendor.balance).toBeGreaterThanOrEqual(0);
  }

  it('tells a single-wallet merchant from a multi-wallet one, and lists every wallet', async () => {
    const aurora = await wallets('AURORA');
    const { balance } = await moneyOf(t.db, 'AURORA', 'player1');
    expect(aurora).toEqual({
      isSingle: true,
      wallets: [{ code: MAIN_WALLET, name: 'Main', balance }],
    });
    const multi = await wallets('LUMEN');
    expect(multi.isSingle).toBe(false);
    expect(multi.wallets[0]).toEqual({ code: MAIN_WALLET, name: 'Main', balance: 250_000 });
    expect(multi.wallets.find((wallet) => wallet.code === TEST_VENDOR)).toMatchObject({
      balance: 0,
    });
    const codes = multi.wallets.slice(1).map((wallet) => wallet.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('moves one amount main → vendor → main, two ledger entries a move, once per requestId', async () => {
    const body = { mode: 'one', requestId: 'one-in-0001', from: MAIN_WALLET, to: TEST_VENDOR };
    const first = await transfer({ ...body, amount: 30_000 });
    expect(valueOf<WalletTransferResult>(first)).toEqual({
      requestId: 'one-in-0001',
      moves: [{ from: MAIN_WALLET, to: TEST_VENDOR, amount: 30_000 }],
    });
    // A retry books nothing and answers the same; the same id for another amount is refused.
    expect((await transfer({ ...body, amount: 30_000 })).json()).toEqual(first.json());
    expect(codeOf(await transfer({ ...body, amount: 1 }))).toEqual([409, 'REQUEST_ID_CONFLICT']);
    expect(await balanceOf(MAIN_WALLET)).toBe(220_000);
    expect(await balanceOf(TEST_VENDOR)).toBe(30_000);

    const back = { mode: 'one', requestId: 'one-out-0001', from: TEST_VENDOR, to: MAIN_WALLET };
    expect(codeOf(await transfer({ ...back, amount: 30_001 }))).toEqual([
      409,
      'INSUFFICIENT_BALANCE',
    ]);
    expect(codeOf(await transfer({ ...back, amount: 10_000 }))).toEqual([200, 'OK']);
    expect(await balanceOf(TEST_VENDOR)).toBe(20_000);
    const entries = await t.db
      .selectFrom('ledger_entry')
      .select(['kind', 'wallet_code', 'amount', 'balance_after'])
      .where('idempotency_key', 'like', `transfer:${(await lumen()).memberId}:one-%`)
      .orderBy('id')
      .execute();
    expect(
      entries.map((e) => [e.kind, e.wallet_code, Number(e.amount), Number(e.balance_after)]),
    ).toEqual([
      ['TRANSFER_OUT', MAIN_WALLET, -30_000, 220_000],
      ['TRANSFER_IN', TEST_VENDOR, 30_000, 30_000],
      ['TRANSFER_OUT', TEST_VENDOR, -10_000, 20_000],
      ['TRANSFER_IN', MAIN_WALLET, 10_000, 230_000],
    ]);
    await expectBooksBalance();
  });

  it('moves everything in to one vendor, then every vendor wallet out', async () => {
    const before = await lumen();
    const allIn = valueOf<WalletTransferResult>(
      await transfer({ mode: 'allIn', requestId: 'all-in-0001', to: TEST_VENDOR }),
    );
    expect(allIn.moves).toEqual([{ from: MAIN_WALLET, to: TEST_VENDOR, amount: before.balance }]);
    expect(await balanceOf(MAIN_WALLET)).toBe(0);
    // Nothing left to move: an empty transfer, not an error.
    const again = await transfer({ mode: 'allIn', requestId: 'all-in-0002', to: TEST_VENDOR });
    expect(valueOf<WalletTransferResult>(again).moves).toEqual([]);
    const allOut = valueOf<WalletTransferResult>(
      await transfer({ mode: 'allOut', requestId: 'all-out-0001' }),
    );
    expect(allOut.moves).toEqual([
      { from: TEST_VENDOR, to: MAIN_WALLET, amount: before.balance + 20_000 },
    ]);
    expect(await balanceOf(MAIN_WALLET)).toBe(250_000);
    await expectBooksBalance();
  });

  it('refuses bad transfers with a clear code and moves nothing', async () => {
    const before = await lumen();
    const one = { mode: 'one', from: MAIN_WALLET, to: TEST_VENDOR, amount: 100 };
    const cases: [object, number, string][] = [
      [{ ...one, to: 'NOSUCHVENDOR' }, 404, 'WALLET_UNKNOWN'],
      [{ ...one, to: MAIN_WALLET }, 404, 'WALLET_UNKNOWN'],
      [{ ...one, from: TEST_VENDOR, to: TEST_VENDOR }, 404, 'WALLET_UNKNOWN'],
      [{ mode: 'allIn' }, 404, 'WALLET_UNKNOWN'],
      [{ ...one, amount: 0 }, 400, 'TRANSFER_AMOUNT_INVALID'],
      [{ ...one, amount: -5 }, 400, 'TRANSFER_AMOUNT_INVALID'],
      [{ ...one, amount: 1.5 }, 400, 'TRANSFER_AMOUNT_INVALID'],
      [{ ...one, amount: '100' }, 400, 'TRANSFER_AMOUNT_INVALID'],
      [{ ...one, amount: 1e20 }, 400, 'TRANSFER_AMOUNT_INVALID'],
      [{ ...one, amount: undefined }, 400, 'TRANSFER_AMOUNT_INVALID'],
      [{ ...one, amount: 250_001 }, 409, 'INSUFFICIENT_BALANCE'],
      [{ ...one, mode: 'sideways' }, 400, 'BAD_REQUEST'],
    ];
    for (const [index, [body, status, code]] of cases.entries())
      expect(codeOf(await transfer({ ...body, requestId: `bad-${index}-0000` }))).toEqual([
        status,
        code,
      ]);
    expect(codeOf(await transfer({ ...one, requestId: 'short' }))).toEqual([400, 'BAD_REQUEST']);
    expect(codeOf(await transfer(one))).toEqual([400, 'BAD_REQUEST']);
    expect(codeOf(await transfer({ mode: 'allOut', requestId: 'single-0001' }, 'AURORA'))).toEqual([
      409,
      'WALLET_SINGLE',
    ]);
    const noToken = await call(t.app, 'LUMEN', 'GET', WALLET_PATHS.merchantWallet);
    expect(codeOf(noToken)).toEqual([401, 'UNAUTHORIZED']);
    expect(await lumen()).toEqual(before);
  });

  it("books a Lumen game's bets on the member's wallet at that vendor, not on main", async () => {
    const { launch } = await launchGame(t.app, 'LUMEN', tokens.LUMEN ?? '', TEST_GAMES.slot.code, {
      autoTransfer: false,
    });
    const vendorCall = (path: string, body?: object) => sandboxCall(t.app, launch, path, body);
    const debit = (txnId: string, amount: number) =>
      vendorCall('/sandbox/wallet/debit', { txnId, roundId: `r-${txnId}`, amount });
    expect(codeOf(await debit('v-1', 100))).toEqual([409, 'INSUFFICIENT_BALANCE']);
    await transfer({
      mode: 'one',
      requestId: 'fund-vendor-1',
      from: MAIN_WALLET,
      to: TEST_VENDOR,
      amount: 5_000,
    });
    const main = await lumen();
    expect(valueOf<WalletView>(await vendorCall('/sandbox/wallet/balance'))).toEqual({
      balance: 5_000,
      currency: 'PHP',
      demo: false,
    });
    expect(valueOf<TxnResult>(await debit('v-2', 1_500)).balanceAfter).toBe(3_500);
    const win = { txnId: 'v-2-win', roundId: 'r-v-2', amount: 4_000 };
    expect(valueOf<TxnResult>(await vendorCall('/sandbox/wallet/credit', win)).balanceAfter).toBe(
      7_500,
    );
    expect(codeOf(await debit('v-3', 7_501))).toEqual([409, 'INSUFFICIENT_BALANCE']);
    expect(await lumen()).toEqual(main);
    expect(await balanceOf(TEST_VENDOR)).toBe(7_500);
    await expectBooksBalance();
  });

  it('still lists and empties a vendor wallet whose vendor the merchant switched off', async () => {
    await transfer({
      mode: 'one',
      requestId: 'off-in-0001',
      from: MAIN_WALLET,
      to: TEST_VENDOR,
      amount: 700,
    });
    const held = (await balanceOf(TEST_VENDOR)) ?? 0;
    const switched = { merchant_code: 'LUMEN', vassalage: TEST_VENDOR, enabled: false };
    await t.db.insertInto('merchant_vendor').values(switched).execute();
    try {
      expect(await balanceOf(TEST_VENDOR)).toBe(held);
      const more = { mode: 'one', requestId: 'off-in-0002', from: MAIN_WALLET, to: TEST_VENDOR };
      expect(codeOf(await transfer({ ...more, amount: 1 }))).toEqual([404, 'WALLET_UNKNOWN']);
      const out = valueOf<WalletTransferResult>(
        await transfer({ mode: 'allOut', requestId: 'off-out-0001' }),
      );
      expect(out.moves).toEqual([{ from: TEST_VENDOR, to: MAIN_WALLET, amount: held }]);
      expect(await balanceOf(TEST_VENDOR)).toBeUndefined();
    } finally {
      await t.db.deleteFrom('merchant_vendor').where('vassalage', '=', TEST_VENDOR).execute();
    }
    await expectBooksBalance();
  });

  it('consolidates every wallet; the header balance tells main and the game wallets apart', async () => {
    const main = await lumen();
    const vendor = await vendorMoneyOf(t.db, main.memberId, TEST_VENDOR);
    const funds = valueOf<ConsolidatedFunds>(await get('LUMEN', WALLET_PATHS.consolidated));
    expect(funds).toMatchObject({
      currency: 'PHP',
      total: main.balance + vendor.balance,
      mainAvailable: main.balance - main.held,
      held: main.held,
      dailysalreqtype: false,
      divtypereq: false,
      contracthoursalreq: false,
      realtimesalreqtype: false,
    });
    expect(funds.wallets).toEqual((await wallets()).wallets);
    expect(valueOf<WalletBalance>(await get('LUMEN', PATHS.balance))).toMatchObject({
      balance: main.balance - main.held,
      inGames: vendor.balance,
    });
    // A single-wallet merchant has no game wallets.
    expect(valueOf<WalletBalance>(await get('AURORA', PATHS.balance)).inGames).toBe(0);
  });
});
