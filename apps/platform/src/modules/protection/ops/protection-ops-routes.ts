import { PROTECTION_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { memberProtection } from '../member-protection';

/**
 * A member's player protection for the operator: loss limits (in force, waiting, the loss so
 * far), the reality-check interval, every time-out and self-exclusion covering the member (also
 * those of the same person's accounts on other brands) and the audit of every change.
 */
export async function protectionOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  routeFor(
    app,
    PROTECTION_OPS_CALLS.member,
    async (request) => ok(await memberProtection(db, Number(request.params.id), now())),
    { tags: ['operator'] },
  );
}
