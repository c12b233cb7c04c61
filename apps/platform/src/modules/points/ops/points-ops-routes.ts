import { POINTS_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { knownMerchant } from '../../merchants';
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
  routeFor(
    app,
    POINTS_OPS_CALLS.config,
    async (request) => ok(await pointsConfig(db, await knownMerchant(db, request.params.code))),
    { tags },
  );

  routeFor(
    app,
    POINTS_OPS_CALLS.setConfig,
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      noteAuditBefore(request, await pointsConfig(db, code));
      return ok(await setPointsConfig(db, code, request.body));
    },
    { tags },
  );

  routeFor(
    app,
    POINTS_OPS_CALLS.items,
    async (request) =>
      ok({ items: await listOpsItems(db, await knownMerchant(db, request.params.code)) }),
    { tags },
  );

  routeFor(
    app,
    POINTS_OPS_CALLS.addItem,
    async (request) => ok(await addItem(db, request.params.code, request.body)),
    { tags },
  );

  routeFor(
    app,
    POINTS_OPS_CALLS.updateItem,
    async (request) =>
      ok(
        await updateItem(db, Number(request.params.id), request.body, (before) =>
          noteAuditBefore(request, before),
        ),
      ),
    { tags },
  );

  routeFor(
    app,
    POINTS_OPS_CALLS.redeems,
    async (request) => ok({ items: await listOpsRedeems(db, request.query) }),
    { tags },
  );

  routeFor(
    app,
    POINTS_OPS_CALLS.decideRedeem,
    async (request) => {
      const id = Number(request.params.id);
      const decided = await decideRedeem(db, id, request.body, now(), (before) =>
        noteAuditBefore(request, before),
      );
      request.log.info(
        { redeem: id, decision: request.body.decision },
        'operator decided a redeem',
      );
      return ok(decided);
    },
    { tags },
  );

  routeFor(
    app,
    POINTS_OPS_CALLS.earn,
    async (request) => ok({ entries: await earnPoints(db, new Date(request.body.at)) }),
    { tags },
  );
}
