import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A brand: one row per merchant code. */
export interface MerchantTable {
  code: string;
  display_name: string;
  /** ISO 4217, e.g. BDT. */
  currency: string;
  default_language: string;
  languages: string[];
  /** IANA time zone the merchant's days, records and deposit limits are told in. */
  time_zone: ColumnType<string, string | undefined, string>;
  maintenance: Generated<boolean>;
  maintenance_end: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** One wallet (true) or a main wallet plus one per vendor (spec §3 isSingle). @default true */
  single_wallet: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
}

/** One node of a merchant's feature tree (whitelabel modIds); `parent_mod_id` null at the top. */
export interface MerchantFeatureTable {
  merchant_code: string;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort: number;
}

export type Merchant = Selectable<MerchantTable>;

export type NewMerchant = Insertable<MerchantTable>;

export type MerchantFeature = Selectable<MerchantFeatureTable>;

export type NewMerchantFeature = Insertable<MerchantFeatureTable>;

// This module's part of the one Database type: a merchant and its feature tree.
// Declaration merging keeps core free of module imports; every repository sees every table.
declare module '../../core/db/tables' {
  interface Database {
    merchant: MerchantTable;
    merchant_feature: MerchantFeatureTable;
  }
}
