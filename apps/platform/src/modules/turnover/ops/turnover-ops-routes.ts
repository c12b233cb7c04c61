import { TURNOVER_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { listRequirements, waiveRequirement } from '../requirements';

const tags = ['operator'];

/** A member's turnover requirements and their waiver; inside the operator's bearer-token context. */
export async function turnoverOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  routeFor(
    app,
    TURNOVER_OPS_CALLS.requirements,
    async (request) => ok(await listRequirements(db, Number(request.params.id), now())),
    { tags },
  );

  routeFor(
    app,
    TURNOVER_OPS_CALLS.waive,
    async (request) => {
      const [memberId, id] = [Number(request.params.id), Number(request.params.requirementId)];
      const noteBefore = (before: unknown) => noteAuditBefore(request, before);
      const waived = await waiveRequirement(
        db,
        memberId,
        id,
        request.body.reason,
        now(),
        noteBefore,
      );
      request.log.info({ member: memberId, requirement: id }, 'operator waived turnover');
      return ok(waived);
    },
    { tags },
  );
}
