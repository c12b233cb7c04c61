import { sql, type Transaction } from 'kysely';
import type { Database } from '../../core/db/database';
import { findRound } from './rounds';
import { conflict, protectionRefusal } from './wallet-errors';
import type { WalletCaller } from './wallet-types';

type Trx = Transaction<Database>;

/**
 * A bet of no cash inside a booking (a PAM withdraw of 0: a free round, a promotion's round
 * bought in with nothing). Refused as any bet is: when a cancel of it came first, when the
 * player's protection refuses bets (a SELF_EXCLUDED, TIMED_OUT or LOSS_LIMIT_EXCEEDED
 * ApiError), and into another player's or a closed round. Otherwise it opens the round (or
 * joins the caller's open one) with nothing staked. It moves no money, so it has no ledger
 * entry; its `wallet_txn` row (DEBIT of 0) is what lets a deposit settle the round
 * (`settleRound`, migration 0077's index).
 */
export async function openZeroBet(
  trx: Trx,
  caller: WalletCaller,
  { txnId, roundId }: { txnId: string; roundId: string },
  at: Date,
): Promise<void> {
  const cancelled = await trx
    .selectFrom('wallet_txn')
    .select('txn_id')
    .where('kind', '=', 'CANCEL')
    .where('ref_txn_id', '=', txnId)
    .executeTakeFirst();
  if (cancelled) throw conflict('The transaction was cancelled before it arrived', 'cancelled');
  const { rows } = await sql<{ refusal: string | null }>`select protection_bet_refusal(
    ${caller.memberId}, ${caller.merchantCode}, 0, ${at}) as refusal`.execute(trx);
  const refusal = rows[0]?.refusal;
  if (refusal) throw protectionRefusal(refusal);
  const opened = await trx
    .insertInto('game_round')
    .values({
      round_ref: roundId,
      merchant_code: caller.merchantCode,
      member_id: caller.memberId,
      node_id: caller.nodeId,
      opened_at: at,
    })
    .onConflict((oc) => oc.column('round_ref').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (opened) return;
  const round = await findRound(trx, roundId);
  if (!round || Number(round.member_id) !== caller.memberId)
    throw conflict('The round belongs to another player', 'round-of-another');
  if (round.status !== 'open')
    throw conflict(
      `The round is already ${round.status}`,
      round.status === 'cancelled' ? 'cancelled' : 'settled',
    );
}
