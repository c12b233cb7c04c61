import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../core/db/database';
import type { GameRoundTable } from './wallet-tables';
import { conflict, unknownRound } from './wallet-errors';
import type { WalletCaller } from './wallet-types';

type Trx = Transaction<Database>;
export type GameRound = Selectable<GameRoundTable>;

/** The round with this vendor id, or undefined. */
export function findRound(trx: Trx, roundRef: string): Promise<GameRound | undefined> {
  return trx
    .selectFrom('game_round')
    .selectAll()
    .where('round_ref', '=', roundRef)
    .executeTakeFirst();
}

/**
 * Adds a bet to the caller's round `roundRef`, opening it when new (one statement for the
 * usual case). Another member's round, or one already settled or cancelled, takes no bets.
 */
export async function stakeRound(
  trx: Trx,
  caller: WalletCaller,
  roundRef: string,
  amount: number,
  at: Date,
): Promise<void> {
  const opened = await trx
    .insertInto('game_round')
    .values({
      round_ref: roundRef,
      merchant_code: caller.merchantCode,
      member_id: caller.memberId,
      node_id: caller.nodeId,
      stake: amount,
      opened_at: at,
    })
    .onConflict((oc) => oc.column('round_ref').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (opened) return;
  const found = await findRound(trx, roundRef);
  if (!found || Number(found.member_id) !== caller.memberId)
    throw conflict('The round belongs to another player');
  if (found.status !== 'open') throw conflict(`The round is already ${found.status}`);
  await trx
    .updateTable('game_round')
    .set({ stake: sql<number>`stake + ${amount}` })
    .where('id', '=', found.id)
    .execute();
}

/**
 * Settles the caller's open round that holds a bet, adding `payout`. Otherwise says why not:
 * 404 for a round the caller never bet in, 409 for one settled, cancelled or without a bet.
 */
export async function settleRound(
  trx: Trx,
  caller: WalletCaller,
  roundRef: string,
  payout: number,
  at: Date,
): Promise<void> {
  const settled = await trx
    .updateTable('game_round')
    .set({ payout: sql<number>`payout + ${payout}`, status: 'settled', settled_at: at })
    .where('round_ref', '=', roundRef)
    .where('member_id', '=', caller.memberId)
    .where('status', '=', 'open')
    .where('stake', '>', 0)
    .returning('id')
    .executeTakeFirst();
  if (settled) return;
  const round = await findRound(trx, roundRef);
  if (!round || Number(round.member_id) !== caller.memberId) throw unknownRound();
  if (round.status !== 'open') throw conflict(`The round is already ${round.status}`);
  throw conflict('The round has no bet to settle');
}

/** Takes a refunded bet out of a round; a round left with no stake counts as cancelled. */
export async function refundStake(trx: Trx, roundId: number | string, amount: number, at: Date) {
  await trx
    .updateTable('game_round')
    .set({
      stake: sql<number>`stake - ${amount}`,
      status: sql<
        'open' | 'cancelled'
      >`case when stake = ${amount} then 'cancelled' else status end`,
      settled_at: sql<Date | null>`case when stake = ${amount} then ${at} else settled_at end`,
    })
    .where('id', '=', roundId)
    .execute();
}
