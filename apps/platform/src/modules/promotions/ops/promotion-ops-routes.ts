import {
  EntryDecision,
  OpsPromotion,
  OpsPromotionList,
  OpsPromotionQuery,
  PROMOTION_OPS_PATHS,
  PromotionEntry,
  PromotionEntryList,
  PromotionEntryQuery,
  PromotionIdParams,
  PromotionInput,
  RewardGrant,
  RewardGranted,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
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
  app.get(
    PROMOTION_OPS_PATHS.promotions,
    {
      config: { permission: 'promotions.configure' },
      schema: {
        tags,
        querystring: OpsPromotionQuery,
        response: { 200: envelope(OpsPromotionList) },
      },
    },
    async (request) => ok({ list: await listOpsPromotions(db, request.query.merchant) }),
  );

  app.post(
    PROMOTION_OPS_PATHS.promotions,
    {
      config: { permission: 'promotions.configure' },
      schema: { tags, body: PromotionInput, response: { 200: envelope(OpsPromotion) } },
    },
    async (request) => {
      const created = await createPromotion(db, request.body, now());
      request.log.info({ promotion: created.id }, 'operator created a promotion');
      return ok(created);
    },
  );

  app.put(
    PROMOTION_OPS_PATHS.promotion,
    {
      config: { permission: 'promotions.configure' },
      schema: {
        tags,
        params: PromotionIdParams,
        body: PromotionInput,
        response: { 200: envelope(OpsPromotion) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const updated = await updatePromotion(db, id, request.body, now());
      request.log.info({ promotion: id }, 'operator changed a promotion');
      return ok(updated);
    },
  );

  app.get(
    PROMOTION_OPS_PATHS.entries,
    {
      config: { permission: 'promotions.entries' },
      schema: {
        tags,
        querystring: PromotionEntryQuery,
        response: { 200: envelope(PromotionEntryList) },
      },
    },
    async (request) => ok({ list: await listEntries(db, request.query) }),
  );

  app.post(
    PROMOTION_OPS_PATHS.entryDecision,
    {
      config: { permission: 'promotions.entries' },
      schema: {
        tags,
        params: PromotionIdParams,
        body: EntryDecision,
        response: { 200: envelope(PromotionEntry) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const approve = request.body.decision === 'approve';
      const entry = await decideEntry(db, id, approve, now());
      request.log.info({ entry: id, decision: request.body.decision }, 'operator decided an entry');
      return ok(entry);
    },
  );

  app.post(
    PROMOTION_OPS_PATHS.rewards,
    {
      config: { permission: 'promotions.grant' },
      schema: { tags, body: RewardGrant, response: { 200: envelope(RewardGranted) } },
    },
    async (request) => {
      const granted = await grantByOperator(db, request.body, now());
      request.log.info({ reward: granted.id, created: granted.created }, 'operator gave a reward');
      return ok(granted);
    },
  );
}
