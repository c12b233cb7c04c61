export { AuditPage, validateAuditSearch, type AuditSearch } from './audit-page';
export { VerifyPanel, VerifyResult } from './verify-panel';
