import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { walletRefusal, type WalletOutcome } from './booking-outcomes';
import { replayOfRow, type BookingRow, type TxnContent } from './txn-store';
import { bookingWallet } from './vendor-wallets';
import type { CancelRequest, CreditRequest, TxnResult, WalletCaller } from './wallet-types';

// A vendor's win and cancel, each one call of its database function (`wallet_credit`,
// `wallet_cancel`: their sources in `sql/` hold the rules), answered as the wallet service
// answers: the result or its error.

type Runner = Db | Transaction<Database>;

/** What `wallet_credit` and `wallet_cancel` answer. */
interface SettlementRow extends BookingRow {
  outcome: WalletOutcome;
}

/** The result of a booking function's row, or the wallet error its refusal is. */
function settlementResult(
  row: SettlementRow,
  txnId: string,
  caller: WalletCaller,
  content: TxnContent,
  at: Date,
): TxnResult {
  if (row.outcome === 'replay') return replayOfRow(row, txnId, caller, content, at);
  if (row.outcome !== 'booked') throw walletRefusal[row.outcome](row.ref_txn_id);
  return {
    txnId,
    roundId: content.roundId,
    kind: content.kind,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    ledgerEntryId: row.ledger_entry_id === null ? null : Number(row.ledger_entry_id),
  };
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
