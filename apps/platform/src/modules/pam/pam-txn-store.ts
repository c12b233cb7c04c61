import type { PamTransaction } from '@tessera/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { PamRefusal } from './pam-reply';
import type { PamTxnTable } from './pam-tables';

type Runner = Db | Transaction<Database>;
export type StoredPamTxn = Selectable<PamTxnTable>;

/** The platform's ids of a PAM transaction and round: unique within the game's vendor. */
export const walletTxnId = (vendor: string, providerTxnId: string) =>
  `pam:${vendor}:${providerTxnId}`;
export const walletRoundId = (vendor: string, providerRoundId: string) =>
  `pam:${vendor}:${providerRoundId}`;

/**
 * The provider's own id of a wallet round (`walletRoundId` undone), as records show it to the
 * player and support; a round of another path keeps its id.
 */
export const providerRoundOf = (roundRef: string) => roundRef.replace(/^pam:[^:]+:/, '');

/** The transaction stored under this provider id, or undefined. */
export function findPamTxn(db: Runner, vendor: string, providerTxnId: string) {
  return db
    .selectFrom('pam_txn')
    .selectAll()
    .where('vendor', '=', vendor)
    .where('provider_txn_id', '=', providerTxnId)
    .executeTakeFirst();
}

/** What a booked PAM transaction records beside its wallet transaction. */
export interface PamTxnRecord {
  vendor: string;
  memberId: number;
  gameCode: string;
  roundId: string | null;
  cashMinor: number;
  txnId: string;
  body: PamTransaction;
  /** SHA-256 of the game session token the transaction came with. */
  sessionHash: string;
  at: Date;
}

/** The `pam_txn` row of a record (its body as the object the aggregator sent). */
export function pamTxnRow(record: PamTxnRecord) {
  return {
    vendor: record.vendor,
    provider_txn_id: record.body.providerTransactionId,
    member_id: record.memberId,
    txn_type: record.body.transactionType,
    bet_ref: record.body.providerBetRef ?? null,
    round_id: record.roundId,
    game_code: record.gameCode,
    cash_minor: record.cashMinor,
    txn_id: record.txnId,
    body: record.body,
    created_at: record.at,
    session_hash: record.sessionHash,
  };
}

export async function insertPamTxn(db: Runner, record: PamTxnRecord): Promise<void> {
  await db
    .insertInto('pam_txn')
    .values({ ...pamTxnRow(record), body: JSON.stringify(record.body) })
    .execute();
}

/**
 * Whether a retried id repeats the stored transaction: the same player, type, game, round and
 * cash amount (else PAM_ERR_DUPLICATE_TRANS).
 */
export function sameTxn(
  stored: StoredPamTxn,
  record: Omit<PamTxnRecord, 'txnId' | 'at' | 'sessionHash'>,
) {
  return (
    Number(stored.member_id) === record.memberId &&
    stored.txn_type === record.body.transactionType &&
    stored.game_code === record.gameCode &&
    stored.round_id === record.roundId &&
    Number(stored.cash_minor) === record.cashMinor
  );
}

/**
 * The player's transactions of one bet (`providerBetRef`, which wins when both are given) or
 * with one transaction id, oldest first, as they were sent.
 */
export async function lookUpTxns(
  db: Db,
  vendor: string,
  memberId: number,
  by: { betRef?: string; txnId?: string },
): Promise<PamTransaction[]> {
  let query = db
    .selectFrom('pam_txn')
    .select('body')
    .where('vendor', '=', vendor)
    .where('member_id', '=', memberId);
  query = by.betRef
    ? query.where('bet_ref', '=', by.betRef)
    : query.where('provider_txn_id', '=', by.txnId ?? '');
  const rows = await query.orderBy('created_at').orderBy('provider_txn_id').execute();
  return rows.map((row) => (typeof row.body === 'string' ? JSON.parse(row.body) : row.body));
}

/** A retried id: true when it repeats the stored transaction, else PAM_ERR_DUPLICATE_TRANS. */
export async function replayedPamTxn(
  db: Runner,
  record: Omit<PamTxnRecord, 'at' | 'sessionHash'>,
): Promise<boolean> {
  const stored = await findPamTxn(db, record.vendor, record.body.providerTransactionId);
  if (!stored) return false;
  if (!sameTxn(stored, record))
    throw new PamRefusal('PAM_ERR_DUPLICATE_TRANS', 'The transaction id was used for another');
  return true;
}
