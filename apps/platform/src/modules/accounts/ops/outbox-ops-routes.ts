import { ACCOUNT_OPS_CALLS, type OutboxParams } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { listOutbox } from '../verification/outbox';

/**
 * GET /ops/outbox lists the SMS and e-mails the default adapter recorded (browser tests read
 * codes from it).
 */
export async function outboxOpsRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  routeFor(
    app,
    ACCOUNT_OPS_CALLS.outbox,
    async (request) => {
      // An unencoded `+` in a query string arrives as a space: `?to=+8801...` still means +8801...
      const { to: raw, limit } = request.query as OutboxParams;
      const to = raw?.trim().replace(/^(\d+)$/, '+$1');
      return ok(await listOutbox(db, to || undefined, limit));
    },
    { tags: ['operator'] },
  );
}
