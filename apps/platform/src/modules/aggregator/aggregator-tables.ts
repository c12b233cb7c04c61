/** A merchant's aggregator: where its game-launch calls go, and the key they carry. */
export interface MerchantAggregatorTable {
  merchant_code: string;
  /** http(s), no query; the game-launch path is appended to it. */
  base_url: string;
  /** Sent as `Authorization: Bearer <key>`; never logged nor answered (only its last 4). */
  api_key: string | null;
  updated_at: Date;
}

// This module's part of the one Database type (declaration merging keeps core free of modules).
declare module '../../core/db/tables' {
  interface Database {
    merchant_aggregator: MerchantAggregatorTable;
  }
}
