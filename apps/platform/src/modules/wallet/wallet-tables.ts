import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, DefaultedInt8, Id, Int8 } from '../../core/db/tables';

export interface WalletTable {
  member_id: Id;
  currency: string;
  balance: DefaultedInt8;
  /** Part of the balance promised to withdrawals: not spendable (0 <= held <= balance). */
  held: DefaultedInt8;
}

export interface LedgerEntryTable {
  id: Generated<Id>;
  member_id: Id;
  amount: Int8;
  kind: string;
  /** How the entry changed the wallet's `held` (withdrawal holds); 0 for most entries. */
  held_delta: DefaultedInt8;
  /** The wallet's balance right after this entry (the account record's "balance after"). */
  balance_after: Int8;
  idempotency_key: string | null;
  created_at: Defaulted<Date>;
  /** The wallet the entry moved: 'MAIN' or a vendor wallet's vendor code. */
  wallet_code: Defaulted<string>;
  /** Why an operator adjusted the balance; null for other entries. */
  note: string | null;
}

/** A member's wallet at one vendor (multi-wallet merchants); never holds for withdrawals. */
export interface VendorWalletTable {
  member_id: Id;
  vendor: string;
  balance: DefaultedInt8;
}

/** A client-retryable money request and the reply it got, by its requestId. */
export interface WalletRequestTable {
  kind: string;
  member_id: Id;
  request_id: string;
  content: string;
  reply: ColumnType<unknown, string, string>;
  created_at: Date;
}

/**
 * A game page's launch, which is also its PAM game session: its token (hashed), member, site
 * session, game, language, and the currency and country it plays in (null on rows older than
 * migration 0059).
 */
export interface LaunchSessionTable {
  token_hash: string;
  member_id: Id;
  session_id: Id;
  node_id: Id;
  language: string;
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  country: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Date;
  expires_at: Date;
}

/** Round states: open while bets come in, then settled (credited) or cancelled (refunded). */
export type RoundStatus = 'open' | 'settled' | 'cancelled';

/**
 * One game round: what was staked and paid; crash rounds carry their provably-fair inputs. A
 * crash round committed to (its seed hash shown) but not bet on yet is open with stake 0.
 */
export interface GameRoundTable {
  id: Generated<Id>;
  round_ref: string;
  merchant_code: string;
  member_id: Id;
  node_id: Id;
  stake: DefaultedInt8;
  payout: DefaultedInt8;
  status: ColumnType<RoundStatus, RoundStatus | undefined, RoundStatus>;
  opened_at: ColumnType<Date, Date | undefined, Date>;
  settled_at: Date | null;
  detail: ColumnType<unknown, string | null | undefined, string | null>;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  /** Multiplier x100 (250 = 2.50x). */
  crash_point: number | null;
  /** Auto cash-out multiplier x100. */
  cashout: number | null;
}

/** Wallet transaction kinds of the seamless-wallet API. */
export type TxnKind = 'DEBIT' | 'CREDIT' | 'CANCEL';

/** A vendor transaction as first booked; a retried txnId is answered from this row. */
export interface WalletTxnTable {
  txn_id: string;
  kind: TxnKind;
  member_id: Id;
  round_ref: string;
  ref_txn_id: string | null;
  amount: Int8;
  balance_after: Int8;
  ledger_entry_id: Id | null;
  created_at: Date;
}

/** The vendor of each game, the wallet its bookings move on a multi-wallet merchant. */
export interface GameWalletVendorTable {
  node_id: Id;
  /** Kept by a trigger on `game` (migration 0084): never written by code. */
  vendor: string;
}

// This module's part of the one Database type: wallets, the ledger, launch sessions, rounds
// and vendor transactions.
// Declaration merging keeps core free of module imports; every repository sees every table.
declare module '../../core/db/tables' {
  interface Database {
    wallet: WalletTable;
    ledger_entry: LedgerEntryTable;
    vendor_wallet: VendorWalletTable;
    wallet_request: WalletRequestTable;
    launch_session: LaunchSessionTable;
    game_round: GameRoundTable;
    wallet_txn: WalletTxnTable;
    game_wallet_vendor: GameWalletVendorTable;
  }
}
