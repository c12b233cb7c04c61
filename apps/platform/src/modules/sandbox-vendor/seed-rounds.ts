import { ApiError } from '../../core/http/api-error';
import { MAIN_WALLET, type WalletTransferRequest } from '@tessera/contract';
import { transferBetweenWallets, walletService, gameRoundRows } from '../wallet';
import type { Db } from '../../core/db/database';
import { SEED_ACCOUNTS, memberRows } from '../accounts';
import { gameRows } from '../games';
import { merchantRows } from '../merchants';

/** One demo round: what was staked and paid, minor units. */
type SeedRound = readonly [stake: number, payout: number];

/**
 * Demo history per account (both merchants): each plan's payouts add up to its stakes, so the
 * seeded balances stay what the README lists, and the balance never dips below a stake on
 * the way. Payouts > 0 are the winners board of a fresh database.
 */
export const SEED_ROUND_PLANS: Readonly<Record<string, readonly SeedRound[]>> = {
  player1: [
    [20_000, 0],
    [10_000, 52_500],
    [5_000, 2_500],
    [4_000, 9_000],
    [25_000, 0],
  ],
  agent1: [
    [50_000, 0],
    [25_000, 37_500],
    [10_000, 123_400],
    [20_000, 0],
    [55_900, 0],
  ],
  downline1: [
    [1_000, 0],
    [500, 2_450],
    [800, 1_600],
    [1_000, 0],
    [750, 0],
  ],
};

const roundRef = (merchant: string, account: string, index: number) =>
  `seed-${merchant}-${account}-${index + 1}`;

/**
 * Plays the demo rounds through the wallet service (ledger and balance move together) on the
 * catalogue's first games. Idempotent: fixed round and txn ids, and accounts whose rounds all
 * exist are skipped without a call. Nothing to do before games are seeded.
 */
export async function seedRounds(db: Db): Promise<void> {
  const games = await db
    .selectFrom(gameRows(db).as('game'))
    .select(['node_id', 'vassalage'])
    .where('is_game', '=', true)
    .where('maintenance', '=', false)
    .orderBy('is_hot', 'desc')
    .orderBy('sort')
    .orderBy('node_id')
    .limit(8)
    .execute();
  if (games.length === 0) return;
  const done = new Set(
    (
      await db
        .selectFrom(gameRoundRows(db).as('game_round'))
        .select('round_ref')
        .where('round_ref', 'like', 'seed-%')
        .where('status', '=', 'settled')
        .execute()
    ).map((row) => row.round_ref),
  );
  const wallet = walletService(db, () => new Date());
  const plans = SEED_ACCOUNTS.flatMap(({ merchantCode }) =>
    Object.entries(SEED_ROUND_PLANS).map(([account, plan]) => ({ merchantCode, account, plan })),
  );
  // Accounts in parallel (each locks only its own wallet), each account's rounds in order.
  await Promise.all(
    plans.map(async ({ merchantCode, account, plan }, planNo) => {
      if (plan.every((_, index) => done.has(roundRef(merchantCode, account, index)))) return;
      const member = await db
        .selectFrom(memberRows(db).as('member'))
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('account', '=', account)
        .executeTakeFirst();
      if (!member) return;
      const memberId = Number(member.id);
      const { single_wallet: single } = await db
        .selectFrom(merchantRows(db).as('merchant'))
        .select('single_wallet')
        .where('code', '=', merchantCode)
        .executeTakeFirstOrThrow();
      try {
        for (const [index, [stake, payout]] of plan.entries()) {
          const roundId = roundRef(merchantCode, account, index);
          const game = games[(planNo + index) % games.length];
          const nodeId = Number(game?.node_id);
          const caller = { memberId, merchantCode, nodeId };
          // A multi-wallet merchant's rounds are played from the vendor's wallet: the stake
          // moves in before, whatever is left moves back to main after.
          const who = { memberId, isSingle: single, vendors: [game?.vassalage ?? ''] };
          const move = (request: WalletTransferRequest) =>
            single ? undefined : transferBetweenWallets(db, who, request, new Date());
          await move({
            mode: 'one',
            requestId: `${roundId}-in`,
            from: MAIN_WALLET,
            to: who.vendors[0],
            amount: stake,
          });
          await wallet.playRound(
            caller,
            { txnId: `${roundId}:bet`, roundId, amount: stake },
            { txnId: `${roundId}:win`, roundId, amount: payout },
          );
          await move({ mode: 'allOut', requestId: `${roundId}-out` });
        }
      } catch (error) {
        // The player spent the money since an interrupted seed: leave their history short.
        if (!(error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE')) throw error;
      }
    }),
  );
}
