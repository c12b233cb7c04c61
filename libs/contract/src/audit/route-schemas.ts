import { bindSchemas } from '../core/route-schemas';
import { AuditPage, AuditQuery, AuditVerification } from './audit';
import { AUDIT_OPS_ROUTES } from './routes';

/** The audit trail's operator calls with their schemas (platform and tests only). */
export const AUDIT_OPS_CALLS = bindSchemas(AUDIT_OPS_ROUTES, {
  list: { querystring: AuditQuery, reply: AuditPage },
  verify: { reply: AuditVerification },
});
