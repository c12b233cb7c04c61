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
 * Settles the caller's open round that holds a bet, adding `payout`; with `ends` false the
 * payout is added and the round stays open for more (a PAM deposit with `isGameOver: false`).
 * A round with nothing staked settles only when it holds a bet of no cash (a free round; a
 * crash round committed before its bet does not). Otherwise says why not: 404 for a round the
 * caller never bet in, 409 for one settled, cancelled or without a bet.
 */
export async function settleRound(
  trx: Trx,
  caller: WalletCaller,
  roundRef: string,
  payout: number,
  at: Date,
  ends = true,
): Promise<void> {
  const change = ends
    ? { payout: sql<number>`payout + ${payout}`, status: 'settled' as const, settled_at: at }
    : { payout: sql<number>`payout + ${payout}` };
  const settled = await trx
    .updateTable('game_round')
    .set(change)
    .where('round_ref', '=', roundRef)
    .where('member_id', '=', caller.memberId)
    .where('status', '=', 'open')
    .where('stake', '>', 0)
    .returning('id')
    .executeTakeFirst();
  if (settled) return;
  const round = await findRound(trx, roundRef);
  if (!round || Number(round.member_id) !== caller.memberId) throw unknownRound();
  if (round.status !== 'open')
    throw conflict(
      `The round is already ${round.status}`,
      round.status === 'cancelled' ? 'cancelled' : 'settled',
    );
  // Nothing staked: a round with a bet of no cash (a free round) settles all the same.
  if (!(await holdsZeroBet(trx, roundRef)))
    throw conflict('The round has no bet to settle', 'no-bet');
  await trx.updateTable('game_round').set(change).where('id', '=', round.id).execute();
}

/** Whether a round holds a bet of no cash (zero-bet.ts): one that a deposit may settle. */
export async function holdsZeroBet(trx: Trx, roundRef: string): Promise<boolean> {
  const row = await trx
    .selectFrom('wallet_txn')
    .select('txn_id')
    .where('round_ref', '=', roundRef)
    .where('kind', '=', 'DEBIT')
    .where('amount', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
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
