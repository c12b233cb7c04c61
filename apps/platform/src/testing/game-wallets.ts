import {
  MAIN_WALLET,
  PATHS,
  WALLET_PATHS,
  type Envelope,
  type LaunchResult,
} from '@tessera/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../core/db/database';
import { call } from './accounts';
import { moneyOf } from './sandbox';

/** A second vendor's test game (JILI), so launches can move money between two game wallets. */
export const OTHER_VENDOR_GAME = { code: 'SANDBOX_TEST_JL', vendor: 'JL' } as const;

/** Inserts the second vendor's test game (idempotent). */
export async function prepareOtherVendor(db: Db): Promise<void> {
  await db
    .insertInto('game')
    .values({
      game_code: OTHER_VENDOR_GAME.code,
      vassalage: OTHER_VENDOR_GAME.vendor,
      game_type: 'RNG',
      game_classify: 'SLOT',
      display_name: 'Sandbox Test JILI Slot',
      search_text: 'sandbox test jili slot',
    })
    .onConflict((oc) => oc.column('game_code').doNothing())
    .execute();
}

/** A member's calls on one merchant: launch a game (of PG or JL), the recall, the balance. */
export function gameWalletCalls(app: FastifyInstance, merchant: string, token: string) {
  return {
    launch: (gameCode: string, vassalage: string, extra: object = {}) =>
      call(
        app,
        merchant,
        'POST',
        PATHS.launchGame,
        { gameCode, vassalage, language: 'en', ...extra },
        { token },
      ),
    recall: (requestId: string) =>
      call(app, merchant, 'POST', WALLET_PATHS.recall, { requestId }, { token }),
    balance: () => call(app, merchant, 'GET', PATHS.balance, undefined, { token }),
  };
}

/** The launch token in a launch reply's URL. */
export const launchTokenOf = (res: LightMyRequestResponse) =>
  new URL(res.json<Envelope<LaunchResult>>().value?.url ?? '', 'http://x').searchParams.get(
    'launch',
  ) ?? '';

/**
 * Every wallet of a member as the books say: main (balance, held, its ledger sum and newest
 * balance after) and each game wallet (the same), plus whether every one of them agrees.
 */
export async function booksOf(db: Db, merchant: string, account: string) {
  const main = await moneyOf(db, merchant, account);
  const rows = await db
    .selectFrom('vendor_wallet')
    .select(['vendor', 'balance'])
    .where('member_id', '=', main.memberId)
    .execute();
  const sums = await db
    .selectFrom('ledger_entry')
    .select(['wallet_code', (eb) => eb.fn.sum<string>('amount').as('sum')])
    .where('member_id', '=', main.memberId)
    .where('wallet_code', '<>', MAIN_WALLET)
    .groupBy('wallet_code')
    .execute();
  const ledger = new Map(sums.map((row) => [row.wallet_code, Number(row.sum)]));
  const games = rows.map((row) => ({
    vendor: row.vendor,
    balance: Number(row.balance),
    ledgerSum: ledger.get(row.vendor) ?? 0,
  }));
  const inGames = games.reduce((sum, wallet) => sum + wallet.balance, 0);
  return { main, games, inGames, total: main.balance + inGames };
}
