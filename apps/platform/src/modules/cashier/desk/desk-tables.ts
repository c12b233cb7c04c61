import type {
  AdjustmentReasonCode,
  AuditActorKind,
  PendingAdjustmentStatus,
} from '@tessera/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Defaulted, Id, Int8 } from '../../../core/db/tables';

/** A merchant's money desk amounts, minor units; null: off (migration 0088). */
export interface DeskThresholdTable {
  merchant_code: string;
  withdrawal_four_eyes: Int8 | null;
  adjustment_four_eyes: Int8 | null;
  risk_amount: Int8 | null;
  updated_at: Defaulted<Date>;
}

/** One person's approval of a withdrawal above the four-eyes amount (one row per person). */
export interface WithdrawalApprovalTable {
  withdrawal_id: Id;
  actor_kind: AuditActorKind;
  actor_id: string;
  actor_name: string;
  at: Date;
}

/** A balance adjustment held for a second, different person. */
export interface PendingAdjustmentTable {
  id: Generated<Id>;
  merchant_code: string;
  member_id: Id;
  amount: Int8;
  reason_code: AdjustmentReasonCode;
  note: string;
  request_id: string;
  turnover_required: Int8 | null;
  status: ColumnType<PendingAdjustmentStatus, PendingAdjustmentStatus | undefined>;
  requested_by_kind: AuditActorKind;
  requested_by_id: string;
  requested_by_name: string;
  requested_at: Date;
  decided_by_kind: AuditActorKind | null;
  decided_by_id: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_note: string | null;
  ledger_entry_id: Int8 | null;
}
export type PendingAdjustmentRow = Selectable<PendingAdjustmentTable>;

declare module '../../../core/db/tables' {
  interface Database {
    desk_threshold: DeskThresholdTable;
    withdrawal_approval: WithdrawalApprovalTable;
    pending_adjustment: PendingAdjustmentTable;
  }
}
