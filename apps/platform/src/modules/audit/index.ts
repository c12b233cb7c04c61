// The audit module: the operator audit trail. One append-only row per /ops call and per refused
// attempt (`audit_entry`, migration 0085: the database refuses UPDATE, DELETE and TRUNCATE),
// chained per merchant by SHA-256 so an edit that bypasses the trigger still shows
// (`verifyAuditChains`). `auditOps` hooks the /ops context (src/ops-api.ts); the operator
// module's guard names the actor. Each row's `before` is what the owner module's handler noted of
// the state it changes (`noteAuditBefore`); calls that only create are listed in audit-before.ts,
// and a spec file fails when a mutating call answered 2xx without either. Depends on no module.
// Other modules, app.ts and seed.ts import only what this file exports.

export type { AuditEntryTable } from './audit-tables';
export { actorOf, OPERATOR_TOKEN_ACTOR, UNKNOWN_ACTOR } from './actors';
export { auditOps } from './audit-hook';
export { callsMissingBefore, noteAuditBefore } from './audit-before';
export { recordAudit, listAudit, verifyAuditChains, type AuditRecord } from './audit-store';
export { auditOpsRoutes } from './ops/audit-ops-routes';
export { auditFunctions } from './sql/audit-functions';
