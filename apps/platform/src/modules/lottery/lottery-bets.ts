import { randomBytes } from 'node:crypto';
import type { LotteryBet, LotteryBetRequest, LotteryTable } from '@tessera/contract';
import { LOTTERY_BET_TYPES } from '@tessera/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import type { CancelRequest, CreditRequest, DebitRequest, LaunchOf } from '../wallet';
import type { LotteryBetTable } from './lottery-bet-tables';
import { drawCommitment, drawNoOf, drawTimeOf, latestDrawIndex } from './lottery-draws';
import { lotteryDefinition, type LotteryDefinition } from './lottery-games';
import { oddsHundredths } from './lottery-odds';
import type { DrawKey } from './lottery-secret';

/** Bets on a draw close this long before it, so no bet is placed as its numbers come out. */
export const BET_CLOSE_SECONDS = 10;

/**
 * The money moves of one bet's round, bound to its player: the stake, the win (0 settles a
 * loss) and the refund of the stake. The sandbox vendor hands them in (its PAM client); a
 * refusal is an ApiError the page translates.
 */
export interface BetBooking {
  debit(request: DebitRequest): Promise<unknown>;
  credit(request: CreditRequest): Promise<unknown>;
  cancel(request: CancelRequest): Promise<unknown>;
}

/** Ids of the vendor transactions of a bet's round. */
export const betTxn = (roundRef: string) => ({
  bet: `${roundRef}:bet`,
  win: `${roundRef}:win`,
  cancel: `${roundRef}:cancel`,
});

const closeTime = (game: LotteryDefinition, index: number) =>
  new Date(drawTimeOf(game, index).getTime() - BET_CLOSE_SECONDS * 1000);

/** The draw open for bets at `now`: the next one, or the one after once the next has closed. */
export function openDrawIndex(game: LotteryDefinition, now: Date): number {
  const next = latestDrawIndex(game, now) + 1;
  return now < closeTime(game, next) ? next : next + 1;
}

/** The lottery a launch opened; 404 when it is not a lottery game. */
export function launchedLottery(launch: LaunchOf): LotteryDefinition {
  const game = lotteryDefinition(launch.gameCode);
  if (!game) throw new ApiError(404, 'NOT_FOUND', 'The launched game is not a lottery');
  return game;
}

const drawClosed = () =>
  new ApiError(409, 'DRAW_CLOSED', 'This draw is closed for bets, bet on the next draw');

/** A row as the player sees it. */
export function betView(row: Selectable<LotteryBetTable>): LotteryBet {
  return {
    id: Number(row.id),
    gameCode: row.game_code,
    gameName: row.game_name,
    drawNo: row.draw_no,
    drawAt: row.draw_at.toISOString(),
    betType: row.bet_type,
    pick: row.pick,
    stake: Number(row.stake),
    oddsHundredths: row.odds_hundredths,
    status: row.status === 'pending' ? 'open' : row.status,
    payout: row.payout === null ? null : Number(row.payout),
    numbers: row.numbers,
    placedAt: row.placed_at.toISOString(),
  };
}

/** A member's bets, newest first; `gameCode` narrows to one game. Pending ones are not shown. */
export async function memberBets(
  db: Db,
  memberId: number,
  page: { before?: number; limit?: number; gameCode?: string },
): Promise<LotteryBet[]> {
  let query = db
    .selectFrom('lottery_bet')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '<>', 'pending');
  if (page.before) query = query.where('id', '<', String(page.before));
  if (page.gameCode) query = query.where('game_code', '=', page.gameCode);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(page.limit ?? 20)
    .execute();
  return rows.map(betView);
}

/**
 * What the lottery page shows for a launch: the open draw (its number, time and commitment,
 * never its numbers), the bet types, the latest bets.
 */
export async function lotteryTable(
  db: Db,
  key: DrawKey,
  launch: LaunchOf,
  now: Date,
): Promise<LotteryTable> {
  const game = launchedLottery(launch);
  const open = openDrawIndex(game, now);
  return {
    gameCode: game.gameCode,
    gameName: launch.displayName,
    min: game.balls.min,
    max: game.balls.max,
    openDraw: {
      drawNo: drawNoOf(game, open),
      drawAt: drawTimeOf(game, open).toISOString(),
      closesAt: closeTime(game, open).toISOString(),
      commitment: drawCommitment(key, game, open),
    },
    options: LOTTERY_BET_TYPES.map((betType) => ({
      betType,
      oddsHundredths: oddsHundredths(game.balls, betType),
    })),
    bets: await memberBets(db, launch.memberId, { gameCode: game.gameCode, limit: 10 }),
  };
}

/**
 * Places a bet on the draw the request names, which must be the one open now (409
 * DRAW_CLOSED otherwise). The row is written `pending`, the stake debited through the player's
 * `booking` (its refusals, e.g. INSUFFICIENT_BALANCE, remove the row and reach the page), and
 * the row turned `open`; a bet whose debit finished after its draw closed is cancelled through
 * it and refused. A crash midway leaves `pending`, which the sweep cancels.
 */
export async function placeBet(
  db: Db,
  booking: BetBooking,
  launch: LaunchOf,
  request: LotteryBetRequest,
  now: () => Date,
): Promise<LotteryBet> {
  const game = launchedLottery(launch);
  const { betType, stake } = request;
  const pick = betType === 'NUMBER' ? (request.pick ?? null) : null;
  if (
    (betType === 'NUMBER') !== (request.pick !== undefined) ||
    (pick !== null && (pick < game.balls.min || pick > game.balls.max))
  )
    throw new ApiError(400, 'BAD_REQUEST', 'A NUMBER bet needs a pick in the game range');
  const placedAt = now();
  const index = openDrawIndex(game, placedAt);
  const drawNo = drawNoOf(game, index);
  if (drawNo !== request.drawNo) throw drawClosed();

  // 96 random bits: with `:cancel` the ids stay within the PAM document's 40 characters.
  const roundRef = `lotto-${randomBytes(12).toString('hex')}`;
  const row = await db
    .insertInto('lottery_bet')
    .values({
      member_id: launch.memberId,
      merchant_code: launch.merchantCode,
      node_id: launch.nodeId,
      wallet: launch.wallet ?? 'MAIN',
      game_code: game.gameCode,
      game_name: launch.displayName,
      draw_index: index,
      draw_no: drawNo,
      draw_at: drawTimeOf(game, index),
      bet_type: betType,
      pick,
      stake,
      odds_hundredths: oddsHundredths(game.balls, betType),
      round_ref: roundRef,
      status: 'pending',
      numbers: null,
      payout: null,
      placed_at: placedAt,
      settled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const txn = betTxn(roundRef);
  try {
    await booking.debit({ txnId: txn.bet, roundId: roundRef, amount: stake });
  } catch (error) {
    // A refusal moved no money; anything else may have, and is left to the sweep's cancel.
    if (error instanceof ApiError)
      await db.deleteFrom('lottery_bet').where('id', '=', row.id).execute();
    throw error;
  }
  if (now() >= closeTime(game, index)) {
    await booking.cancel({ txnId: txn.cancel, roundId: roundRef, refTxnId: txn.bet });
    await db.updateTable('lottery_bet').set({ status: 'void' }).where('id', '=', row.id).execute();
    throw drawClosed();
  }
  const opened = await db
    .updateTable('lottery_bet')
    .set({ status: 'open' })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirstOrThrow();
  return betView(opened);
}
