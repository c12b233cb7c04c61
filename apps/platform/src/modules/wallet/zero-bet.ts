import { MAIN_WALLET } from '@tessera/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../core/db/database';
import { findTxn, replay } from './txn-store';
import { bookingWallet, lockWallets } from './vendor-wallets';
import { walletRefusal } from './booking-outcomes';
import { protectionRefusal } from './wallet-errors';
import type { TxnResult, WalletCaller } from './wallet-types';

type Trx = Transaction<Database>;

/**
 * A bet of no cash inside a booking (a PAM withdraw of 0: a free round, a promotion's round
 * bought in with nothing). Refused as any bet is: when a cancel of it came first, when the
 * player's protection refuses bets (a SELF_EXCLUDED, TIMED_OUT or LOSS_LIMIT_EXCEEDED
 * ApiError), and into another player's or a closed round. Otherwise it opens the round (or
 * joins the caller's open one) with nothing staked. It moves no money, so it has no ledger
 * entry; its `wallet_txn` row (DEBIT of 0) is what lets a deposit settle the round
 * (`wallet_credit`, `sql/wallet-credit.sql.ts`).
 */
async function openZeroBet(
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
  if (cancelled) throw walletRefusal.cancelled(null);
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
  const round = await trx
    .selectFrom('game_round')
    .select(['member_id', 'status'])
    .where('round_ref', '=', roundId)
    .executeTakeFirst();
  if (!round || Number(round.member_id) !== caller.memberId)
    throw walletRefusal['round-of-another'](null);
  if (round.status !== 'open') throw walletRefusal['round-closed'](round.status);
}

/**
 * A bet of no cash inside the caller's transaction: locks the wallet it would move (see
 * `lockWallets` for the order), answers a txnId seen before with its first result, else opens
 * the round (`openZeroBet`) and records the DEBIT of 0 with the spendable balance.
 */
export async function bookZeroBet(
  trx: Trx,
  caller: WalletCaller,
  request: { txnId: string; roundId: string },
  at: Date,
): Promise<TxnResult> {
  const { txnId, roundId } = request;
  const wallet = caller.wallet ?? (await bookingWallet(trx, caller.merchantCode, caller.nodeId));
  const locked = await lockWallets(trx, caller.memberId, wallet === MAIN_WALLET ? [] : [wallet]);
  // The vendor is told the spendable balance: held money is not there to bet with.
  const spendable =
    wallet === MAIN_WALLET
      ? locked.main.balance - locked.main.held
      : (locked.vendors.get(wallet) ?? 0);
  const content = { kind: 'DEBIT' as const, roundId, amount: 0 };
  const stored = await findTxn(trx, txnId);
  if (stored) return replay(stored, caller, content);
  await openZeroBet(trx, caller, request, at);
  await trx
    .insertInto('wallet_txn')
    .values({
      txn_id: txnId,
      kind: 'DEBIT',
      member_id: caller.memberId,
      round_ref: roundId,
      ref_txn_id: null,
      amount: 0,
      balance_after: spendable,
      ledger_entry_id: null,
      created_at: at,
    })
    .execute();
  return { txnId, roundId, kind: 'DEBIT', amount: 0, balanceAfter: spendable, ledgerEntryId: null };
}
