import type { Selectable } from 'kysely';
import type { Db } from '../../core/db/database';
import type { LotteryBetTable } from './lottery-bet-tables';
import { betTxn, type BetBooking } from './lottery-bets';
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

/** A bet as stored. */
export type LotteryBetRow = Selectable<LotteryBetTable>;
type BetRow = LotteryBetRow;

/**
 * How the sweep reaches a bet's player after the draw, when the game session the bet was placed
 * in may have ended: the sandbox vendor hands it in. `close` releases what opening took.
 */
export interface SettlementBookings {
  forBet(bet: LotteryBetRow): Promise<BetBooking & { close(): Promise<void> }>;
}

/** Runs `book` on the bet's bookings, closing them after. */
async function withBookings<T>(
  bookings: SettlementBookings,
  bet: BetRow,
  book: (booking: BetBooking) => Promise<T>,
): Promise<T> {
  const booking = await bookings.forBet(bet);
  try {
    return await book(booking);
  } finally {
    await booking.close();
  }
}

/** Settles one open bet: the win (0 settles a loss) is booked once, then the row. */
async function settle(
  db: Db,
  key: DrawKey,
  bookings: SettlementBookings,
  bet: BetRow,
  at: Date,
): Promise<boolean> {
  const game = lotteryDefinition(bet.game_code);
  if (!game) return false;
  const { numbers } = drawnResult(key, game, Number(bet.draw_index), at);
  const won = wins(game.balls, bet.bet_type, bet.pick, Number(numbers[0]));
  const payout = won ? payoutOf(Number(bet.stake), bet.odds_hundredths) : 0;
  // Idempotent on the txn id: a second run, or a run after a crash here, books nothing more.
  await withBookings(bookings, bet, (booking) =>
    booking.credit({ txnId: betTxn(bet.round_ref).win, roundId: bet.round_ref, amount: payout }),
  );
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
async function voidPending(db: Db, bookings: SettlementBookings, bet: BetRow): Promise<void> {
  const txn = betTxn(bet.round_ref);
  await withBookings(bookings, bet, (booking) =>
    booking.cancel({ txnId: txn.cancel, roundId: bet.round_ref, refTxnId: txn.bet }),
  );
  await db
    .updateTable('lottery_bet')
    .set({ status: 'void' })
    .where('id', '=', bet.id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * One settlement run: every open bet whose draw is out gets its result and payout, and every
 * pending bet past the grace is cancelled. Safe to run twice at once (each transaction id
 * is booked once, the row moves only from open/pending) and again after a crash.
 * Returns how many bets this run settled; throws, after the others, if a bet could not be.
 */
export async function settleLotteryBets(
  db: Db,
  key: DrawKey,
  bookings: SettlementBookings,
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
  let failure: unknown = null;
  for (const bet of due) {
    try {
      if (bet.status === 'open') settled += (await settle(db, key, bookings, bet, now)) ? 1 : 0;
      else await voidPending(db, bookings, bet);
    } catch (error) {
      // A bet that cannot be booked now must not hold up the others: it stays as it is for
      // the next run, and the run fails afterwards with the first such error (the job logs it).
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return settled;
}
