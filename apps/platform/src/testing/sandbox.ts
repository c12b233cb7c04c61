import { webcrypto } from 'node:crypto';
import vm from 'node:vm';
import { MAIN_WALLET, PATHS, type Envelope, type LaunchResult } from '@tessera/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sha256 } from '../core/security/tokens';
import type { Db } from '../core/db/database';
import { migrateToLatest } from '../migrate';
import { seed } from '../seed';
import { createTestDb, type TestDb, type TestDbKind } from './test-db';
import { call } from './accounts';
import { CRASH_VERIFY_JS, VENDOR_KEY_HEADER } from '../modules/sandbox-vendor';
import { transferBetweenWallets } from '../modules/wallet';

/** Test games of this helper's own, so tests never depend on the seeded catalogue's codes. */
export const TEST_GAMES = {
  slot: { code: 'SANDBOX_TEST_SLOT', name: 'Sandbox Test Slot', classify: 'SLOT' },
  crash: { code: 'SANDBOX_TEST_CRASH', name: 'Sandbox Test Crash', classify: 'CRASH' },
  other: { code: 'SANDBOX_TEST_OTHER', name: 'Sandbox <Other> Slot', classify: 'SLOT' },
} as const;
/** The vendor of the test games. */
export const TEST_VENDOR = 'PG';
/** The wallet-API key the tests install. */
export const TEST_VENDOR_KEY = 'test-vendor-key-0123456789';

/** Inserts the test games (idempotent) and installs the test vendor key. */
export async function prepareSandbox(db: Db): Promise<void> {
  await db
    .insertInto('game')
    .values(
      Object.values(TEST_GAMES).map((game, sort) => ({
        game_code: game.code,
        vassalage: TEST_VENDOR,
        game_type: 'RNG',
        game_classify: game.classify,
        display_name: game.name,
        search_text: game.name.toLowerCase(),
        // Before every seeded game of the vendor, so a vendor launch picks the test slot.
        sort: -100 + sort,
      })),
    )
    .onConflict((oc) => oc.column('game_code').doNothing())
    .execute();
  await db
    .updateTable('vendor_api_key')
    .set({ key_hash: sha256(TEST_VENDOR_KEY) })
    .where('vendor', '=', 'SANDBOX')
    .execute();
}

/**
 * Launches a game for a signed-in player; returns the page URL and its launch token. `extra`
 * adds launch fields, e.g. `{ autoTransfer: false }` on a multi-wallet merchant.
 */
export async function launchGame(
  app: FastifyInstance,
  merchant: string,
  session: string,
  gameCode: string,
  extra: Record<string, unknown> = {},
): Promise<{ url: string; launch: string; gameWallet?: string }> {
  const res = await call(
    app,
    merchant,
    'POST',
    PATHS.launchGame,
    { gameCode, vassalage: TEST_VENDOR, language: 'en', ...extra },
    { token: session },
  );
  const body = res.json<Envelope<LaunchResult>>();
  if (res.statusCode !== 200 || !body.value) throw new Error(`Launch failed: ${res.body}`);
  const launch = new URL(body.value.url, 'http://x').searchParams.get('launch') ?? '';
  return { url: body.value.url, launch, gameWallet: body.value.gameWallet };
}

/** A call of the sandbox API with a launch token (and the vendor key unless told otherwise). */
export function sandboxCall(
  app: FastifyInstance,
  launch: string | null,
  path: string,
  body?: object,
  vendorKey: string | null = TEST_VENDOR_KEY,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (launch) headers.authorization = `Bearer ${launch}`;
  if (vendorKey) headers[VENDOR_KEY_HEADER] = vendorKey;
  return app.inject({
    method: body ? 'POST' : 'GET',
    url: path,
    headers,
    ...(body ? { payload: body } : {}),
  });
}

/**
 * The member's main wallet: its balance, the sum of its ledger entries and the newest one's
 * balance after, from the database (vendor wallets: `vendorMoneyOf`).
 */
export async function moneyOf(db: Db, merchant: string, account: string) {
  const member = await db
    .selectFrom('member')
    .innerJoin('wallet', 'wallet.member_id', 'member.id')
    .select(['member.id', 'wallet.balance', 'wallet.held'])
    .where('member.merchant_code', '=', merchant)
    .where('member.account', '=', account)
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('ledger_entry')
    .select((eb) => [
      eb.fn.sum<string>('amount').as('sum'),
      eb.fn.sum<string>('held_delta').as('held_sum'),
      eb.fn.countAll<string>().as('n'),
    ])
    .where('member_id', '=', member.id)
    .where('wallet_code', '=', MAIN_WALLET)
    .executeTakeFirstOrThrow();
  const newest = await db
    .selectFrom('ledger_entry')
    .select('balance_after')
    .where('member_id', '=', member.id)
    .where('wallet_code', '=', MAIN_WALLET)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    memberId: Number(member.id),
    balance: Number(member.balance),
    ledgerSum: Number(ledger.sum ?? 0),
    held: Number(member.held),
    heldSum: Number(ledger.held_sum ?? 0),
    ledgerCount: Number(ledger.n),
    /** The newest entry's balance after: equals `balance` when every entry recorded it right. */
    lastBalanceAfter: newest ? Number(newest.balance_after) : 0,
  };
}

/** The crash page's own verify functions, run in a fresh V8 context with web crypto. */
export function browserCrashFunctions(): {
  tesseraSeedHash: (serverSeed: string) => Promise<string>;
  tesseraCrashPoint: (serverSeed: string, clientSeed: string, nonce: number) => Promise<number>;
} {
  const context = vm.createContext({ crypto: webcrypto, TextEncoder });
  return vm.runInContext(`${CRASH_VERIFY_JS}; ({ tesseraSeedHash, tesseraCrashPoint })`, context);
}

/** One vendor wallet of a member: its balance, its ledger sum and newest balance after. */
export async function vendorMoneyOf(db: Db, memberId: number, vendor: string) {
  const wallet = await db
    .selectFrom('vendor_wallet')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('vendor', '=', vendor)
    .executeTakeFirst();
  const entries = await db
    .selectFrom('ledger_entry')
    .select(['amount', 'balance_after'])
    .where('member_id', '=', memberId)
    .where('wallet_code', '=', vendor)
    .orderBy('id')
    .execute();
  return {
    balance: Number(wallet?.balance ?? 0),
    ledgerSum: entries.reduce((sum, entry) => sum + Number(entry.amount), 0),
    lastBalanceAfter: Number(entries.at(-1)?.balance_after ?? 0),
  };
}

/** Moves `amount` of a member's main wallet into their wallet at the test vendor (multi-wallet). */
export async function fundTestVendor(db: Db, memberId: number, amount: number, requestId: string) {
  const who = { memberId, isSingle: false, vendors: [TEST_VENDOR] };
  const request = { mode: 'one' as const, requestId, from: MAIN_WALLET, to: TEST_VENDOR, amount };
  return transferBetweenWallets(db, who, request, new Date());
}

/**
 * A migrated, seeded database with the test games, for specs that call the wallet directly,
 * and the test slot's node id (a caller's `nodeId`).
 */
export async function sandboxDb(kind: TestDbKind): Promise<{ testDb: TestDb; slotNodeId: number }> {
  const testDb = await createTestDb(kind);
  await migrateToLatest(testDb.db);
  await seed(testDb.db);
  await prepareSandbox(testDb.db);
  const game = await testDb.db
    .selectFrom('game')
    .select('node_id')
    .where('game_code', '=', TEST_GAMES.slot.code)
    .executeTakeFirstOrThrow();
  return { testDb, slotNodeId: Number(game.node_id) };
}
