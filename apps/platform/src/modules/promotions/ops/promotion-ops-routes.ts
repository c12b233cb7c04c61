import { PROMOTION_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import {
  createPromotion,
  decideEntry,
  grantByOperator,
  listEntries,
  listOpsPromotions,
  updatePromotion,
} from '../promotion-ops';

const tags = ['operator'];

/**
 * Promotions for the operator (inside the bearer-token context): list, create and replace
 * promotions, read members' entries, decide applications, give a member a reward.
 */
export async function promotionOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  routeFor(
    app,
    PROMOTION_OPS_CALLS.list,
    async (request) => ok({ list: await listOpsPromotions(db, request.query.merchant) }),
    { tags },
  );

  routeFor(
    app,
    PROMOTION_OPS_CALLS.create,
    async (request) => {
      const created = await createPromotion(db, request.body, now());
      request.log.info({ promotion: created.id }, 'operator created a promotion');
      return ok(created);
    },
    { tags },
  );

  routeFor(
    app,
    PROMOTION_OPS_CALLS.update,
    async (request) => {
      const id = Number(request.params.id);
      const updated = await updatePromotion(db, id, request.body, now(), (before) =>
        noteAuditBefore(request, before),
      );
      request.log.info({ promotion: id }, 'operator changed a promotion');
      return ok(updated);
    },
    { tags },
  );

  routeFor(
    app,
    PROMOTION_OPS_CALLS.entries,
    async (request) => ok({ list: await listEntries(db, request.query) }),
    { tags },
  );

  routeFor(
    app,
    PROMOTION_OPS_CALLS.decideEntry,
    async (request) => {
      const id = Number(request.params.id);
      const approve = request.body.decision === 'approve';
      const entry = await decideEntry(db, id, approve, now(), (before) =>
        noteAuditBefore(request, before),
      );
      request.log.info({ entry: id, decision: request.body.decision }, 'operator decided an entry');
      return ok(entry);
    },
    { tags },
  );

  routeFor(
    app,
    PROMOTION_OPS_CALLS.grantReward,
    async (request) => {
      const granted = await grantByOperator(db, request.body, now());
      request.log.info({ reward: granted.id, created: granted.created }, 'operator gave a reward');
      return ok(granted);
    },
    { tags },
  );
}
