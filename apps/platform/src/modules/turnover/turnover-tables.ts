import type { Generated } from 'kysely';
import type { Id, Int8 } from '../../core/db/tables';

/** One turnover requirement: open until met (`cleared_at`) or waived by an operator. */
export interface TurnoverRequirementTable {
  id: Generated<Id>;
  member_id: Id;
  /** Minor units of valid wagering it asks for. */
  required: Int8;
  /** What added it (`adjustment`, `deposit-bonus`, …) and its key there; unique together. */
  source_kind: string;
  source_ref: string;
  created_at: Date;
  cleared_at: Date | null;
  waived_at: Date | null;
  waive_reason: string | null;
}

// This module's part of the one Database type (declaration merging; core imports no module).
declare module '../../core/db/tables' {
  interface Database {
    turnover_requirement: TurnoverRequirementTable;
  }
}
