import type { Selectable } from 'kysely';
import type { Db } from '../../core/db/database';
import type { LotteryBetTable } from './lottery-bet-tables';
import { betTxn, type BetWallet } from './lottery-bets';
import { drawnResult } from './lottery-draws';
import { lotteryDefinition } from './lottery-games';
import { payoutOf, wins } from './lottery-odds';
import type { DrawKey } from './lottery-secret';

/** The sweep's queue name (pg-boss: one run at a time across replicas). */
export const LOTTERY_SETTLEMENT = 'lottery-settlement';
/** A pending bet older than this lost its placing request (a crash): it is cancelled. */
export const PENDING_GRACE_MS = 60_000;
/** Bets one run settles at most; the next run takes the rest. */
const BATCH = 500;

type BetRow = Selectable<LotteryBetTable>;

const callerOf = (bet: BetRow) => ({
  memberId: Number(bet.member_id),
  merchantCode: bet.merchant_code,
  nodeId: Number(bet.node_id),
  wallet: bet.wallet,
});

/** Settles one open bet: the wallet credits the win (0 settles a loss) once, then the row. */
async function settle(
  db: Db,
  key: DrawKey,
  wallet: BetWallet,
  bet: BetRow,
  at: Date,
): Promise<boolean> {
  const game = lotteryDefinition(bet.game_code);
  if (!game) return false;
  const { numbers } = drawnResult(key, game, Number(bet.draw_index), at);
  const won = wins(game.balls, bet.bet_type, bet.pick, Number(numbers[0]));
  const payout = won ? payoutOf(Number(bet.stake), bet.odds_hundredths) : 0;
  // Idempotent on the txn id: a second run, or a run after a crash here, books nothing more.
  await wallet.credit(callerOf(bet), {
    txnId: betTxn(bet.round_ref).win,
    roundId: bet.round_ref,
    amount: payout,
  });
  const updated = await db
    .updateTable('lottery_bet')
    .set({
      status: won ? 'won' : 'lost',
      payout,
      numbers: JSON.stringify(numbers),
      settled_at: at,
    })
    .where('id', '=', bet.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Cancels a bet whose placing never finished: refunds its debit if it was booked. */
async function voidPending(db: Db, wallet: BetWallet, bet: BetRow): Promise<void> {
  const txn = betTxn(bet.round_ref);
  await wallet.cancel(callerOf(bet), {
    txnId: txn.cancel,
    roundId: bet.round_ref,
    refTxnId: txn.bet,
  });
  await db
    .updateTable('lottery_bet')
    .set({ status: 'void' })
    .where('id', '=', bet.id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * One settlement run: every open bet whose draw is out gets its result and payout, and every
 * pending bet past the grace is cancelled. Safe to run twice at once (the wallet books each
 * transaction id once, the row moves only from open/pending) and again after a crash.
 * Returns how many bets this run settled.
 */
export async function settleLotteryBets(
  db: Db,
  key: DrawKey,
  wallet: BetWallet,
  now: Date,
): Promise<number> {
  const due = await db
    .selectFrom('lottery_bet')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'open'), eb('draw_at', '<=', now)]),
        eb.and([
          eb('status', '=', 'pending'),
          eb('placed_at', '<', new Date(now.getTime() - PENDING_GRACE_MS)),
        ]),
      ]),
    )
    .orderBy('draw_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let settled = 0;
  for (const bet of due) {
    if (bet.status === 'open') settled += (await settle(db, key, wallet, bet, now)) ? 1 : 0;
    else await voidPending(db, wallet, bet);
  }
  return settled;
}
