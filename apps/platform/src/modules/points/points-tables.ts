import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, DefaultedInt8, Id, Int8 } from '../../core/db/tables';
import type { MallItemKind, PointsEntryKind, PointsSource, RedeemStatus } from '@tessera/contract';

/** One earning rate of a merchant: `amount_per_point` minor units of the source earn a point. */
export interface PointsRateTable {
  merchant_code: string;
  source: PointsSource;
  amount_per_point: Int8;
}

/** A merchant's exchange rate: `convert_points` points buy `convert_amount` minor units. */
export interface PointsSettingTable {
  merchant_code: string;
  convert_points: number;
  convert_amount: Int8;
  min_convert: number;
}

/** A member's points (never below 0) and all they ever earned. */
export interface PointsAccountTable {
  member_id: Id;
  balance: DefaultedInt8;
  earned: DefaultedInt8;
}

/** One points change; `source_key` is unique, so each source books once. */
export interface PointsEntryTable {
  id: Generated<Id>;
  member_id: Id;
  kind: PointsEntryKind;
  points: Int8;
  balance_after: Int8;
  source_key: string;
  reference: string;
  created_at: Defaulted<Date>;
}

/** A mall item; `stock` null is unlimited; `names` by language. */
export interface MallItemTable {
  id: Generated<Id>;
  merchant_code: string;
  kind: MallItemKind;
  names: ColumnType<Record<string, string>, string, string>;
  image_url: string;
  points_required: Int8;
  amount_required: DefaultedInt8;
  value: DefaultedInt8;
  stock: number | null;
  active: Defaulted<boolean>;
  sort: Defaulted<number>;
  /** The seed's name for an item it added (null for the operator's), so a re-seed skips it. */
  seed_key: string | null;
}

/** A member's redeem of a mall item, decided by the operator. */
export interface PointsRedeemTable {
  id: Generated<Id>;
  member_id: Id;
  item_id: Id;
  quantity: number;
  points: Int8;
  amount_required: Int8;
  points_after: Int8;
  status: Defaulted<RedeemStatus>;
  address: string | null;
  remark: Defaulted<string>;
  created_at: Date;
  decided_at: Date | null;
}

/** How far the earning sweep has read (rounds by settle time, deposits by ledger time). */
export interface PointsEarnMarkTable {
  source: 'rounds' | 'deposits';
  until: Date;
}

// This module's part of the one Database type (declaration merging; core imports no module).
declare module '../../core/db/tables' {
  interface Database {
    points_rate: PointsRateTable;
    points_setting: PointsSettingTable;
    points_account: PointsAccountTable;
    points_entry: PointsEntryTable;
    mall_item: MallItemTable;
    points_redeem: PointsRedeemTable;
    points_earn_mark: PointsEarnMarkTable;
  }
}
