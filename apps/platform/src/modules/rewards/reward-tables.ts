import type { RewardStatus } from '@tessera/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Id, Int8, LocalizedJson } from '../../core/db/tables';

/** One reward of the reward centre (migration 0039; the expiry sweep's index 0050). */
export interface RewardTable {
  id: Generated<Id>;
  merchant_code: string;
  member_id: Id;
  source_kind: string;
  source_ref: string;
  title: LocalizedJson;
  amount_minor: Int8;
  turnover_multiple: number;
  status: ColumnType<RewardStatus, RewardStatus, RewardStatus>;
  created_at: Date;
  claimed_at: Date | null;
  expires_at: Date | null;
}
export type RewardRow = Selectable<RewardTable>;

// This module's part of the one Database type (declaration merging; core imports no module).
declare module '../../core/db/tables' {
  interface Database {
    reward: RewardTable;
  }
}
