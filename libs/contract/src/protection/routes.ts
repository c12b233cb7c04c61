import { route, type NoRequest } from '../core/route';
import type {
  LossLimits,
  LossLimitsUpdate,
  PlaySession,
  Protection,
  ProtectionBlock,
  RealityCheckUpdate,
  SelfExclusionRequest,
  TimeOutRequest,
} from './protection';
import { PROTECTION_PATHS } from './constants';

/** The player's protection calls: the route table's entries (no schema; the SDK reads these). */
export const PROTECTION_ROUTES = {
  /** Loss limits (in force, waiting, lost so far) and the reality-check interval. */
  overview: route<NoRequest, Protection>('GET', PROTECTION_PATHS.protection, 'member'),
  /** Changes the periods given (null removes one); a looser limit waits 24 hours. */
  setLossLimits: route<{ body: LossLimitsUpdate }, LossLimits>(
    'PUT',
    PROTECTION_PATHS.lossLimits,
    'member',
  ),
  /** The reality-check interval (null: off). */
  setRealityCheck: route<{ body: RealityCheckUpdate }, RealityCheckUpdate>(
    'PUT',
    PROTECTION_PATHS.realityCheck,
    'member',
  ),
  /** Time since sign-in and the net result since then: what the reality check shows. */
  session: route<NoRequest, PlaySession>('GET', PROTECTION_PATHS.session, 'member'),
  /** A time-out; the session ends with it. */
  timeOut: route<{ body: TimeOutRequest }, ProtectionBlock>(
    'POST',
    PROTECTION_PATHS.timeOut,
    'member',
  ),
  /** A self-exclusion on every brand; it cannot be undone. */
  selfExclude: route<{ body: SelfExclusionRequest }, ProtectionBlock>(
    'POST',
    PROTECTION_PATHS.selfExclusion,
    'member',
  ),
};
