import type { Id } from '../../core/db/tables';

/**
 * The team tree as a closure table: one row per (ancestor, member) pair, the member itself at
 * depth 0. Written only by the `member` triggers of migration 0026, never by code.
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
