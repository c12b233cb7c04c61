import type { EntryStatus, PromotionImage } from '@tessera/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Defaulted, Id, Int8, Json, LocalizedJson } from '../../core/db/tables';

/** One promotion of a merchant (migration 0038). Money columns are minor units. */
export interface PromotionTable {
  id: Generated<Id>;
  merchant_code: string;
  code: string;
  category: string;
  flow: string;
  frequency: string;
  title: LocalizedJson;
  summary: LocalizedJson;
  body: LocalizedJson;
  images: Json<PromotionImage[]>;
  /** The pictures per language (migration 0081), read before `images`. */
  localized_images: ColumnType<Record<string, PromotionImage[]>, string | undefined, string>;
  starts_at: Date;
  ends_at: Date | null;
  min_deposit: Int8 | null;
  first_deposit_only: Defaulted<boolean>;
  min_turnover: Int8 | null;
  min_vip_level: number | null;
  reward_kind: string;
  reward_amount: ColumnType<Id, Id | undefined, Id>;
  reward_percent_bp: Defaulted<number>;
  reward_cap: Int8 | null;
  turnover_multiple: Defaulted<number>;
  enabled: Defaulted<boolean>;
  sort: Defaulted<number>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
}
export type PromotionRow = Selectable<PromotionTable>;

/** A member's entry in a promotion for one period: a join, an application or a claim. */
export interface PromotionEntryTable {
  id: Generated<Id>;
  promotion_id: Id;
  member_id: Id;
  period: string;
  status: ColumnType<EntryStatus, EntryStatus, EntryStatus>;
  reward_id: Id | null;
  created_at: Date;
  updated_at: Date;
}

// This module's part of the one Database type (declaration merging; core imports no module).
declare module '../../core/db/tables' {
  interface Database {
    promotion: PromotionTable;
    promotion_entry: PromotionEntryTable;
  }
}
