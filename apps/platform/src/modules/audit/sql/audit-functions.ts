import type { StoredFunction } from '../../../core/db/stored-functions';
import { auditAppend } from './audit-append.sql';
import { auditAppendOnly } from './audit-append-only.sql';

/** The audit module's stored functions (see `applyStoredFunctions`). */
export const auditFunctions: readonly StoredFunction[] = [auditAppendOnly, auditAppend];
