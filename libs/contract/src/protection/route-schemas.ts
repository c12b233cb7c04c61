import { bindSchemas } from '../core/route-schemas';
import {
  LossLimits,
  LossLimitsUpdate,
  PlaySession,
  Protection,
  ProtectionBlock,
  RealityCheckUpdate,
  SelfExclusionRequest,
  TimeOutRequest,
} from './protection';
import { PROTECTION_ROUTES } from './routes';

/** The protection calls with their schemas (platform and tests only). */
export const PROTECTION_CALLS = bindSchemas(PROTECTION_ROUTES, {
  overview: { reply: Protection },
  setLossLimits: { body: LossLimitsUpdate, reply: LossLimits, errors: ['LOSS_LIMIT_INVALID'] },
  setRealityCheck: { body: RealityCheckUpdate, reply: RealityCheckUpdate },
  session: { reply: PlaySession },
  timeOut: { body: TimeOutRequest, reply: ProtectionBlock },
  selfExclude: { body: SelfExclusionRequest, reply: ProtectionBlock },
});
