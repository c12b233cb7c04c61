import { MISSION_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import {
  addMission,
  missionRows,
  missionView,
  requireMerchant,
  updateMission,
} from '../mission-store';

const tags = ['operator'];

/** Missions: list, add and change (targets, rewards, points, on or off). */
export async function missionOpsRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  routeFor(
    app,
    MISSION_OPS_CALLS.list,
    async (request) => {
      const { code } = request.params;
      await requireMerchant(db, code);
      return ok({ list: (await missionRows(db, code, false)).map(missionView) });
    },
    { tags },
  );

  routeFor(
    app,
    MISSION_OPS_CALLS.add,
    async (request) => ok(await addMission(db, request.params.code, request.body)),
    { tags },
  );

  routeFor(
    app,
    MISSION_OPS_CALLS.update,
    async (request) =>
      ok(
        await updateMission(db, Number(request.params.id), request.body, (before) =>
          noteAuditBefore(request, before),
        ),
      ),
    { tags },
  );
}
