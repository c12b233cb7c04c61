import { bindSchemas } from '../core/route-schemas';
import { MerchantSettingsParams } from '../operator/settings';
import {
  Mission,
  MissionClaim,
  MissionInput,
  MissionLeaderboard,
  MissionList,
  MissionParams,
  MissionSummary,
  MissionUpdate,
} from './missions';
import { MISSION_OPS_ROUTES, MISSION_ROUTES } from './routes';

/** The mission calls with their schemas (platform and tests only). */
export const MISSION_CALLS = bindSchemas(MISSION_ROUTES, {
  summary: { reply: MissionSummary },
  leaderboard: { reply: MissionLeaderboard },
  claim: {
    params: MissionParams,
    reply: MissionClaim,
    errors: [
      'MISSION_NOT_FOUND',
      'MISSION_NOT_COMPLETE',
      'MISSION_ALREADY_CLAIMED',
      'TRIAL_ACCOUNT',
    ],
  },
});

/** The operator's mission calls with their schemas. */
export const MISSION_OPS_CALLS = bindSchemas(MISSION_OPS_ROUTES, {
  list: { params: MerchantSettingsParams, reply: MissionList, errors: ['MERCHANT_UNKNOWN'] },
  add: {
    params: MerchantSettingsParams,
    body: MissionInput,
    reply: Mission,
    errors: ['MERCHANT_UNKNOWN'],
  },
  update: {
    params: MissionParams,
    body: MissionUpdate,
    reply: Mission,
    errors: ['MISSION_NOT_FOUND'],
  },
});
