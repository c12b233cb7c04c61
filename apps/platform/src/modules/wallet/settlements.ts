import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { replayOfRow, type BookingRow, type TxnContent } from './txn-store';
import { bookingWallet } from './vendor-wallets';
import { conflict, unknownRound } from './wallet-errors';
import type { CancelRequest, CreditRequest, TxnResult, WalletCaller } from './wallet-types';

// A vendor's win and cancel, each one call of its database function (migration
// 0079 holds their rules), answered as the wallet service answers: the result or its error.

type Runner = Db | Transaction<Database>;

/** What `wallet_credit` and `wallet_cancel` answer. */
interface SettlementRow extends BookingRow {
  outcome: 'booked' | 'replay' | 'unknown-round' | 'round-closed' | 'no-bet' | 'not-a-bet';
}

/** The result of a booking function's row, or the wallet error its refusal is. */
function settlementResult(
  row: SettlementRow,
  txnId: string,
  caller: WalletCaller,
  content: TxnContent,
  at: Date,
): TxnResult {
  switch (row.outcome) {
    case 'replay':
      return replayOfRow(row, txnId, caller, content, at);
    case 'unknown-round':
      throw unknownRound();
    case 'round-closed':
      throw conflict(
        `The round is already ${row.ref_txn_id}`,
        row.ref_txn_id === 'cancelled' ? 'cancelled' : 'settled',
      );
    case 'no-bet':
      throw conflict('The round has no bet to settle', 'no-bet');
    case 'not-a-bet':
      throw conflict('The cancelled transaction is not a bet of this round', 'not-a-bet');
    case 'booked':
      return {
        txnId,
        roundId: content.roundId,
        kind: content.kind,
        amount: Number(row.amount),
        balanceAfter: Number(row.balance_after),
        ledgerEntryId: row.ledger_entry_id === null ? null : Number(row.ledger_entry_id),
      };
  }
}

const walletOf = (db: Runner, caller: WalletCaller) =>
  caller.wallet ?? bookingWallet(db, caller.merchantCode, caller.nodeId);

async function firstRow(query: Promise<{ rows: SettlementRow[] }>, name: string) {
  const row = (await query).rows[0];
  if (!row) throw new Error(`${name} answered no row`);
  return row;
}

/**
 * A win (or a loss when 0) settling the caller's open round with a bet in it; with `endsRound`
 * false the win is paid and the round stays open for more.
 */
export async function bookCredit(
  db: Runner,
  caller: WalletCaller,
  { txnId, roundId, amount }: CreditRequest,
  at: Date,
  endsRound = true,
): Promise<TxnResult> {
  const wallet = await walletOf(db, caller);
  const row = await firstRow(
    sql<SettlementRow>`select * from wallet_credit(${caller.memberId}, ${wallet}, ${txnId},
      ${roundId}, ${amount}, ${endsRound}, ${at})`.execute(db),
    'wallet_credit',
  );
  return settlementResult(row, txnId, caller, { kind: 'CREDIT', roundId, amount }, at);
}

/** Refunds debit `refTxnId` of round `roundId` once, unless the round settled. */
export async function bookCancel(
  db: Runner,
  caller: WalletCaller,
  { txnId, roundId, refTxnId }: CancelRequest,
  at: Date,
): Promise<TxnResult> {
  const wallet = await walletOf(db, caller);
  const row = await firstRow(
    sql<SettlementRow>`select * from wallet_cancel(${caller.memberId}, ${wallet}, ${txnId},
      ${roundId}, ${refTxnId}, ${at})`.execute(db),
    'wallet_cancel',
  );
  return settlementResult(row, txnId, caller, { kind: 'CANCEL', roundId, refTxnId }, at);
}
