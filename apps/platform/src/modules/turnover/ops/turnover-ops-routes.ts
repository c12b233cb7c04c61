import {
  MemberParams,
  OPERATOR_PATHS,
  TurnoverRequirement,
  TurnoverRequirementParams,
  TurnoverRequirements,
  TurnoverWaiver,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { listRequirements, waiveRequirement } from '../requirements';

const tags = ['operator'];

/** A member's turnover requirements and their waiver; inside the operator's bearer-token context. */
export async function turnoverOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  app.get(
    OPERATOR_PATHS.memberTurnover,
    {
      config: { permission: 'members.read' },
      schema: { tags, params: MemberParams, response: { 200: envelope(TurnoverRequirements) } },
    },
    async (request) => ok(await listRequirements(db, Number(request.params.id), now())),
  );

  app.post(
    OPERATOR_PATHS.turnoverWaiver,
    {
      config: { permission: 'turnover.waive' },
      schema: {
        tags,
        params: TurnoverRequirementParams,
        body: TurnoverWaiver,
        response: { 200: envelope(TurnoverRequirement) },
      },
    },
    async (request) => {
      const [memberId, id] = [Number(request.params.id), Number(request.params.requirementId)];
      const waived = await waiveRequirement(db, memberId, id, request.body.reason, now());
      request.log.info({ member: memberId, requirement: id }, 'operator waived turnover');
      return ok(waived);
    },
  );
}
