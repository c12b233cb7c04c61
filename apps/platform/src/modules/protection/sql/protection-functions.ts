import type { StoredFunction } from '../../../core/db/stored-functions';
import { memberNetLoss } from './member-net-loss.sql';
import { protectionBetRefusal } from './protection-bet-refusal.sql';
import { protectionBlockOf } from './protection-block-of.sql';
import { protectionBlocksOf } from './protection-blocks-of.sql';

/**
 * The protection module's stored functions, each from its one source file; a SQL-language one
 * comes after the functions it names (PostgreSQL checks its body at creation).
 */
export const protectionFunctions: readonly StoredFunction[] = [
  protectionBlocksOf,
  protectionBlockOf,
  memberNetLoss,
  protectionBetRefusal,
];
