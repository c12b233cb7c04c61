import type { ColumnType } from 'kysely';
import type { Id, Int8, Json } from '../../core/db/tables';

/** An aggregator's bearer token for the PAM API, stored as SHA-256. */
export interface PamApiTokenTable {
  aggregator: string;
  token_hash: string;
  issued_at: ColumnType<Date, Date | undefined, Date>;
  /** When a sandbox process last said it is alive (migration 0076); null for installed rows. */
  seen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/**
 * A PAM transaction as the aggregator sent it, keyed by its id within the vendor; `txn_id` is
 * the `wallet_txn` row (and so the ledger entry) booked with it in the same transaction.
 */
export interface PamTxnTable {
  vendor: string;
  provider_txn_id: string;
  member_id: Id;
  txn_type: string;
  bet_ref: string | null;
  round_id: string | null;
  game_code: string | null;
  /** The cash amount in minor units (what a replay must repeat). */
  cash_minor: Int8;
  txn_id: string;
  body: Json<unknown>;
  created_at: Date;
  /** SHA-256 of the game session token it came with (migration 0076; null on older rows). */
  session_hash: string | null;
}

// This module's part of the one Database type (declaration merging keeps core free of modules).
declare module '../../core/db/tables' {
  interface Database {
    pam_api_token: PamApiTokenTable;
    pam_txn: PamTxnTable;
  }
}
