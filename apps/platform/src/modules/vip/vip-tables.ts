import type { ColumnType } from 'kysely';
import type { RebateRates } from '@tessera/contract';
import type { Defaulted, DefaultedInt8, Id, Int8 } from '../../core/db/tables';

/** One level of a merchant's VIP table and its benefits. */
export interface VipLevelTable {
  merchant_code: string;
  level: number;
  name: string;
  deposit_threshold: Int8;
  turnover_threshold: Int8;
  /** Rebate rates in basis points per game category. */
  rebate: ColumnType<RebateRates, string, string>;
  withdrawal_max: Int8 | null;
  upgrade_bonus: DefaultedInt8;
  birthday_bonus: DefaultedInt8;
}

/** A member's level (no row: level 0). */
export interface MemberVipTable {
  member_id: Id;
  level: number;
  updated_at: Date;
}

/** A level reached, once per (member, level), with the bonus it paid. */
export interface VipUpgradeTable {
  member_id: Id;
  level: number;
  bonus: Int8;
  at: Date;
}

/** A birthday bonus, once per (member, year). */
export interface VipBirthdayTable {
  member_id: Id;
  year: number;
  bonus: Int8;
  at: Date;
}

/** How far the upgrade sweep has read activity. */
export interface VipMarkTable {
  name: string;
  until: Date;
}

/** One member's rebate of one merchant-local day, paid with it. */
export interface RebateSettlementTable {
  member_id: Id;
  day: ColumnType<string, string, string>;
  level: number;
  valid_bet: ColumnType<Record<string, number>, string, string>;
  amount: Int8;
  settled_at: Date;
}

/** A merchant day the rebate sweep finished. */
export interface RebateDayTable {
  merchant_code: string;
  day: ColumnType<string, string, string>;
  settled_at: Defaulted<Date>;
}

declare module '../../core/db/tables' {
  interface Database {
    vip_level: VipLevelTable;
    member_vip: MemberVipTable;
    vip_upgrade: VipUpgradeTable;
    vip_birthday: VipBirthdayTable;
    vip_mark: VipMarkTable;
    rebate_settlement: RebateSettlementTable;
    rebate_day: RebateDayTable;
  }
}
