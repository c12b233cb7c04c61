import type { Id, Int8 } from '../../core/db/tables';

/**
 * The team tree as a closure table: one row per (ancestor, member) pair, the member itself at
 * depth 0. Written only by the `member` triggers (`sql/team-path-on-*.sql.ts`), never by code.
 */
export interface TeamPathTable {
  ancestor_id: Id;
  member_id: Id;
  depth: number;
}

// This module's part of the one Database type (declaration merging; core imports no module).
declare module '../../core/db/tables' {
  interface Database {
    team_path: TeamPathTable;
  }
}

/** One member's figures on one merchant-local day (the rollup of migration 0028). */
export interface TeamMemberDayTable {
  member_id: Id;
  day: string;
  bets: number;
  valid_bet: Int8;
  payout: Int8;
  deposits: Int8;
  withdrawals: Int8;
  bonus: Int8;
  joined: number;
}

/** How far each source (ledger entries, members) is rolled up. */
export interface TeamRollupMarkTable {
  source: 'ledger' | 'member';
  last_id: Int8;
}

/** Everyone under one upline, per merchant-local day (migration 0037). */
export interface TeamUplineDayTable {
  ancestor_id: Id;
  day: string;
  valid_bet: Int8;
  payout: Int8;
  deposits: Int8;
  withdrawals: Int8;
  bonus: Int8;
  joined: number;
}

/** The upline's members active on `day` whose previous active day was `prev_day` (0037). */
export interface TeamActiveGapTable {
  ancestor_id: Id;
  day: string;
  prev_day: string;
  members: number;
}

declare module '../../core/db/tables' {
  interface Database {
    team_member_day: TeamMemberDayTable;
    team_rollup_mark: TeamRollupMarkTable;
    team_upline_day: TeamUplineDayTable;
    team_active_gap: TeamActiveGapTable;
  }
}
