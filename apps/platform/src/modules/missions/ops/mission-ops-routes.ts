import {
  MISSION_OPS_PATHS,
  MerchantSettingsParams,
  Mission,
  MissionInput,
  MissionList,
  MissionParams,
  MissionUpdate,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
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
  app.get(
    MISSION_OPS_PATHS.missions,
    {
      config: { permission: 'missions.configure' },
      schema: { tags, params: MerchantSettingsParams, response: { 200: envelope(MissionList) } },
    },
    async (request) => {
      const { code } = request.params;
      await requireMerchant(db, code);
      return ok({ list: (await missionRows(db, code, false)).map(missionView) });
    },
  );

  app.post(
    MISSION_OPS_PATHS.missions,
    {
      config: { permission: 'missions.configure' },
      schema: {
        tags,
        params: MerchantSettingsParams,
        body: MissionInput,
        response: { 200: envelope(Mission) },
      },
    },
    async (request) => ok(await addMission(db, request.params.code, request.body)),
  );

  app.put(
    MISSION_OPS_PATHS.mission,
    {
      config: { permission: 'missions.configure' },
      schema: {
        tags,
        params: MissionParams,
        body: MissionUpdate,
        response: { 200: envelope(Mission) },
      },
    },
    async (request) => ok(await updateMission(db, Number(request.params.id), request.body)),
  );
}
