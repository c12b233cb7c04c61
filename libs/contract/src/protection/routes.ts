import { route } from '../core/route';
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
  overview: route<Record<never, never>, Protection>({
    method: 'GET',
    path: PROTECTION_PATHS.protection,
    auth: 'member',
  }),
  /** Changes the periods given (null removes one); a looser limit waits 24 hours. */
  setLossLimits: route<{ body: LossLimitsUpdate }, LossLimits>({
    method: 'PUT',
    path: PROTECTION_PATHS.lossLimits,
    auth: 'member',
  }),
  /** The reality-check interval (null: off). */
  setRealityCheck: route<{ body: RealityCheckUpdate }, RealityCheckUpdate>({
    method: 'PUT',
    path: PROTECTION_PATHS.realityCheck,
    auth: 'member',
  }),
  /** Time since sign-in and the net result since then: what the reality check shows. */
  session: route<Record<never, never>, PlaySession>({
    method: 'GET',
    path: PROTECTION_PATHS.session,
    auth: 'member',
  }),
  /** A time-out; the session ends with it. */
  timeOut: route<{ body: TimeOutRequest }, ProtectionBlock>({
    method: 'POST',
    path: PROTECTION_PATHS.timeOut,
    auth: 'member',
  }),
  /** A self-exclusion on every brand; it cannot be undone. */
  selfExclude: route<{ body: SelfExclusionRequest }, ProtectionBlock>({
    method: 'POST',
    path: PROTECTION_PATHS.selfExclusion,
    auth: 'member',
  }),
};
