// This module's part of the one Database type: the key the sandbox vendor's wallet-API calls
// carry (migration 0008 made it beside the wallet's tables; only this module reads it).

/** A wallet-API caller's key, stored as SHA-256. */
export interface VendorApiKeyTable {
  vendor: string;
  key_hash: string;
}

declare module '../../core/db/tables' {
  interface Database {
    vendor_api_key: VendorApiKeyTable;
  }
}
