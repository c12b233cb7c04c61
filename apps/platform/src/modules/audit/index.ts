// The audit module: the operator audit trail. One append-only row per /ops call and per refused
// attempt (`audit_entry`, migration 0085: the database refuses UPDATE, DELETE and TRUNCATE),
// chained per merchant by SHA-256 so an edit that bypasses the trigger still shows
// (`verifyAuditChains`). `auditOps` hooks the /ops context (src/ops-api.ts); the operator
// module's guard names the actor. Depends on no module.
// Other modules, app.ts and seed.ts import only what this file exports.

export type { AuditEntryTable } from './audit-tables';
export { actorOf, OPERATOR_TOKEN_ACTOR, UNKNOWN_ACTOR } from './actors';
export { auditOps } from './audit-hook';
export { recordAudit, listAudit, verifyAuditChains, type AuditRecord } from './audit-store';
export { auditOpsRoutes } from './ops/audit-ops-routes';
export { auditFunctions } from './sql/audit-functions';
