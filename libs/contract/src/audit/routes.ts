import type { NoRequest } from '../core/route';
import { opsRoute } from '../operator/ops-route';
import type { AuditPage, AuditQuery, AuditVerification } from './audit';
import { AUDIT_OPS_PATHS } from './constants';

/** The operator audit trail: who did what on /ops, and whether the chains are whole. */
export const AUDIT_OPS_ROUTES = {
  list: opsRoute<{ query: AuditQuery }, AuditPage>('GET', AUDIT_OPS_PATHS.list, 'audit.read'),
  verify: opsRoute<NoRequest, AuditVerification>('GET', AUDIT_OPS_PATHS.verify, 'audit.read'),
};
