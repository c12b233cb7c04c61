import type { StoredFunction } from '../../../core/db/stored-functions';
import { teamPathOnInsert } from './team-path-on-insert.sql';
import { teamPathOnMove } from './team-path-on-move.sql';
import { teamRollupShift } from './team-rollup-shift.sql';

/** The agent module's stored functions (the team tree's triggers), each from its source file. */
export const agentFunctions: readonly StoredFunction[] = [
  teamPathOnInsert,
  teamRollupShift,
  teamPathOnMove,
];
