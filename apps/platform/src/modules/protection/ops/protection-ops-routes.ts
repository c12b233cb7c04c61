import { MemberParams, MemberProtection, OPERATOR_PATHS, envelope } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { memberProtection } from '../member-protection';

const tags = ['operator'];

/**
 * A member's player protection for the operator: loss limits (in force, waiting, the loss so
 * far), the reality-check interval, every time-out and self-exclusion covering the member (also
 * those of the same person's accounts on other brands) and the audit of every change.
 */
export async function protectionOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  app.get(
    OPERATOR_PATHS.memberProtection,
    {
      config: { permission: 'members.read' },
      schema: { tags, params: MemberParams, response: { 200: envelope(MemberProtection) } },
    },
    async (request) => ok(await memberProtection(db, Number(request.params.id), now())),
  );
}
