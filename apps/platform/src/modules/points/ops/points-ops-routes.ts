import {
  MallItemUpdate,
  MerchantSettingsParams,
  NewMallItem,
  OpsMallItem,
  OpsMallItems,
  OpsRedeem,
  OpsRedeemQuery,
  OpsRedeems,
  POINTS_OPS_PATHS,
  PointsConfig,
  PointsEarnRequest,
  PointsEarnResult,
  PointsIdParams,
  RedeemDecision,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { knownMerchant } from '../../merchants';
import type { TypedApp } from '../../../core/http/typed-app';
import { addItem, listOpsItems, updateItem } from '../mall-items';
import { decideRedeem, listOpsRedeems } from '../redeem-decision';
import { earnPoints } from '../points-earn';
import { pointsConfig, setPointsConfig } from '../points-account';

const tags = ['operator'];

/** Points rates, mall items and stock, redeem decisions; inside the operator's bearer-token context. */
export async function pointsOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  app.get(
    POINTS_OPS_PATHS.config,
    {
      config: { permission: 'points.configure' },
      schema: { tags, params: MerchantSettingsParams, response: { 200: envelope(PointsConfig) } },
    },
    async (request) => ok(await pointsConfig(db, await knownMerchant(db, request.params.code))),
  );

  app.put(
    POINTS_OPS_PATHS.config,
    {
      config: { permission: 'points.configure' },
      schema: {
        tags,
        params: MerchantSettingsParams,
        body: PointsConfig,
        response: { 200: envelope(PointsConfig) },
      },
    },
    async (request) =>
      ok(await setPointsConfig(db, await knownMerchant(db, request.params.code), request.body)),
  );

  app.get(
    POINTS_OPS_PATHS.items,
    {
      config: { permission: 'points.configure' },
      schema: { tags, params: MerchantSettingsParams, response: { 200: envelope(OpsMallItems) } },
    },
    async (request) =>
      ok({ items: await listOpsItems(db, await knownMerchant(db, request.params.code)) }),
  );

  app.post(
    POINTS_OPS_PATHS.items,
    {
      config: { permission: 'points.configure' },
      schema: {
        tags,
        params: MerchantSettingsParams,
        body: NewMallItem,
        response: { 200: envelope(OpsMallItem) },
      },
    },
    async (request) => ok(await addItem(db, request.params.code, request.body)),
  );

  app.put(
    POINTS_OPS_PATHS.item,
    {
      config: { permission: 'points.configure' },
      schema: {
        tags,
        params: PointsIdParams,
        body: MallItemUpdate,
        response: { 200: envelope(OpsMallItem) },
      },
    },
    async (request) => ok(await updateItem(db, Number(request.params.id), request.body)),
  );

  app.get(
    POINTS_OPS_PATHS.redeems,
    {
      config: { permission: 'points.redeems' },
      schema: { tags, querystring: OpsRedeemQuery, response: { 200: envelope(OpsRedeems) } },
    },
    async (request) => ok({ items: await listOpsRedeems(db, request.query) }),
  );

  app.post(
    POINTS_OPS_PATHS.redeemDecision,
    {
      config: { permission: 'points.redeems' },
      schema: {
        tags,
        params: PointsIdParams,
        body: RedeemDecision,
        response: { 200: envelope(OpsRedeem) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const decided = await decideRedeem(db, id, request.body, now());
      request.log.info(
        { redeem: id, decision: request.body.decision },
        'operator decided a redeem',
      );
      return ok(decided);
    },
  );

  app.post(
    POINTS_OPS_PATHS.earn,
    {
      config: { permission: 'points.grant' },
      schema: { tags, body: PointsEarnRequest, response: { 200: envelope(PointsEarnResult) } },
    },
    async (request) => ok({ entries: await earnPoints(db, new Date(request.body.at)) }),
  );
}
