import type { ColumnType, Generated } from 'kysely';
import type { ProtectionBlockKind } from '@tessera/contract';
import type { Id } from '../../core/db/tables';

/** A member's own loss limit of one period; the shape of `deposit_limit` (migration 0058). */
export interface LossLimitTable {
  member_id: Id;
  period: 'daily' | 'weekly' | 'monthly';
  amount: Id | null;
  pending_amount: Id | null;
  pending_from: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The member's reality-check interval (null: off). */
export interface ProtectionSettingTable {
  member_id: Id;
  reality_check_minutes: number | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A time-out or self-exclusion, with the identity it covers on every merchant. */
export interface ProtectionBlockTable {
  id: Generated<Id>;
  member_id: Id;
  kind: ProtectionBlockKind;
  starts_at: Date;
  ends_at: Date;
  mobile: string | null;
  email: string | null;
}

/** One change to a member's protection: who, what, when. */
export interface ProtectionAuditTable {
  id: Generated<Id>;
  member_id: Id;
  actor: string;
  action: string;
  detail: ColumnType<Record<string, unknown>, string, string>;
  ip: string | null;
  at: Date;
}

declare module '../../core/db/tables' {
  interface Database {
    loss_limit: LossLimitTable;
    protection_setting: ProtectionSettingTable;
    protection_block: ProtectionBlockTable;
    protection_audit: ProtectionAuditTable;
  }
}
