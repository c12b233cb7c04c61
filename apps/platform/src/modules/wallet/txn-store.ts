import type { Selectable, Transaction } from 'kysely';
import type { Db, Database } from '../../core/db/database';
import type { TxnKind, WalletTxnTable } from './wallet-tables';
import { conflict } from './wallet-errors';
import type { TxnResult, WalletCaller } from './wallet-types';

type Trx = Transaction<Database>;
export type StoredTxn = Selectable<WalletTxnTable>;

/** The transaction booked under this id, or undefined. */
export function findTxn(db: Db | Trx, txnId: string): Promise<StoredTxn | undefined> {
  return db.selectFrom('wallet_txn').selectAll().where('txn_id', '=', txnId).executeTakeFirst();
}

/** The first result of a stored transaction, exactly as it was answered then. */
export function resultOf(row: StoredTxn): TxnResult {
  return {
    txnId: row.txn_id,
    roundId: row.round_ref,
    kind: row.kind,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    ledgerEntryId: row.ledger_entry_id === null ? null : Number(row.ledger_entry_id),
  };
}

/** What identifies a request's content: a retry must match it field for field. */
export interface TxnContent {
  kind: TxnKind;
  roundId: string;
  /** Debit and credit amount; a cancel's refund is decided by the platform, so not compared. */
  amount?: number;
  /** The debit a cancel cancels. */
  refTxnId?: string;
}

/**
 * Answers a retried txnId: the same content gets the first result and books nothing; anything
 * else (another member, kind, round, amount or cancelled debit) is 409 TRANSACTION_CONFLICT.
 */
export function replay(
  row: StoredTxn,
  caller: Pick<WalletCaller, 'memberId'>,
  content: TxnContent,
): TxnResult {
  const same =
    Number(row.member_id) === caller.memberId &&
    row.kind === content.kind &&
    row.round_ref === content.roundId &&
    (content.amount === undefined || Number(row.amount) === content.amount) &&
    (content.refTxnId === undefined || row.ref_txn_id === content.refTxnId);
  if (!same)
    throw conflict('The transaction id was already used for another transaction', 'duplicate');
  return resultOf(row);
}

/**
 * What a booking function of the database (`wallet_debit`, `wallet_credit`, …) answers: an
 * outcome and the transaction it concerns (on a replay, the stored one).
 */
export interface BookingRow {
  outcome: string;
  member_id: string | number;
  kind: 'DEBIT' | 'CREDIT' | 'CANCEL';
  round_ref: string;
  amount: string | number;
  /**
   * The stored txn's cancelled debit (replay), the round's status (round-closed), or a bet's
   * protection refusal as JSON (refused).
   */
  ref_txn_id: string | null;
  balance_after: string | number | null;
  ledger_entry_id: string | number | null;
}

/** `replay` of the stored row a booking function answered with outcome `replay`. */
export function replayOfRow(
  row: BookingRow,
  txnId: string,
  caller: Pick<WalletCaller, 'memberId'>,
  content: TxnContent,
  at: Date,
): TxnResult {
  return replay(
    {
      txn_id: txnId,
      kind: row.kind,
      member_id: row.member_id,
      round_ref: row.round_ref,
      ref_txn_id: row.ref_txn_id,
      amount: row.amount,
      balance_after: row.balance_after ?? 0,
      ledger_entry_id: row.ledger_entry_id,
      created_at: at,
    },
    caller,
    content,
  );
}
