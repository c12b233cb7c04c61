import { AUDIT_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { listAudit, verifyAuditChains } from '../audit-store';

/** The audit trail for the operator: the filtered list, newest first, and the chain check. */
export async function auditOpsRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  routeFor(app, AUDIT_OPS_CALLS.list, async (request) => ok(await listAudit(db, request.query)), {
    tags: ['operator'],
  });
  routeFor(app, AUDIT_OPS_CALLS.verify, async () => ok(await verifyAuditChains(db)), {
    tags: ['operator'],
  });
}
