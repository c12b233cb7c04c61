import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { sha256 } from '../../core/security/tokens';
import { walletRefusal, type WalletOutcome } from './booking-outcomes';
import { replayOfRow, type BookingRow } from './txn-store';
import { bookingWallet } from './vendor-wallets';
import type { DebitRequest, TxnResult, WalletCaller } from './wallet-types';

/** A statement runner: the database, or a transaction a booking joins. */
type Runner = Db | Transaction<Database>;

/** What `wallet_debit` (source: `sql/wallet-debit.sql.ts`) answers: an outcome and its row. */
interface DebitRow extends BookingRow {
  outcome: WalletOutcome;
}

/**
 * What a bet answers, from the row `wallet_debit` returned for member `memberId`: booked, a
 * txnId seen before answering its first result, or the refusal as a wallet error.
 */
function debitResult(
  row: DebitRow,
  memberId: number,
  { txnId, roundId, amount }: DebitRequest,
  at: Date,
): TxnResult {
  if (row.outcome === 'replay')
    return replayOfRow(row, txnId, { memberId }, { kind: 'DEBIT', roundId, amount }, at);
  if (row.outcome !== 'booked') throw walletRefusal[row.outcome](row.ref_txn_id);
  return {
    txnId,
    roundId,
    kind: 'DEBIT',
    amount,
    balanceAfter: Number(row.balance_after),
    ledgerEntryId: Number(row.ledger_entry_id),
  };
}

/**
 * A bet of a known caller, booked by the database function `wallet_debit` in one call (its
 * source, `sql/wallet-debit.sql.ts`, says why and holds its rules); answers its raw outcome.
 */
async function debitOutcome(
  db: Runner,
  caller: WalletCaller,
  { txnId, roundId, amount }: DebitRequest,
  at: Date,
): Promise<DebitRow> {
  const wallet = caller.wallet ?? (await bookingWallet(db, caller.merchantCode, caller.nodeId));
  const { rows } = await sql<DebitRow>`select * from wallet_debit(
    ${caller.memberId}, ${caller.merchantCode}, ${caller.nodeId}, ${wallet},
    ${txnId}, ${roundId}, ${amount}, ${at})`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('wallet_debit answered no row');
  return row;
}

/** A bet of a known caller: `debitOutcome`, its refusals thrown as wallet errors. */
export async function bookDebit(
  db: Runner,
  caller: WalletCaller,
  request: DebitRequest,
  at: Date,
): Promise<TxnResult> {
  return debitResult(await debitOutcome(db, caller, request, at), caller.memberId, request, at);
}

/**
 * A vendor's bet named by its launch token: `wallet_debit_by_launch` resolves the launch (the
 * same rule as `resolveLaunch`) and books it in the same call, the bet's one round trip.
 */
export async function bookDebitByLaunch(
  db: Db,
  token: string,
  request: DebitRequest,
  at: Date,
): Promise<TxnResult> {
  const { txnId, roundId, amount } = request;
  const { rows } = await sql<DebitRow & { caller_member: string | number | null }>`
    select * from wallet_debit_by_launch(${sha256(token)}, ${at}, ${txnId}, ${roundId}, ${amount})`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error('wallet_debit_by_launch answered no row');
  return debitResult(row, Number(row.caller_member), request, at);
}
