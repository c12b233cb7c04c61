import {
  PROTECTION_PATHS,
  type LossLimits,
  type LossLimitsUpdate,
  type PlaySession,
  type Protection,
  type ProtectionBlock,
  type RealityCheckUpdate,
} from '@tessera/contract';
import type { Call } from './transport';

/** Player protection: loss limits, the reality check, time-out and self-exclusion. */
export function protectionCalls(call: Call) {
  return {
    /** Loss limits (in force, waiting, lost so far) and the reality-check interval. */
    overview: () => call<Protection>(PROTECTION_PATHS.protection, { token: true }),
    /** Changes the periods given (null removes one); a looser limit waits 24 hours. */
    setLossLimits: (update: LossLimitsUpdate) =>
      call<LossLimits>(PROTECTION_PATHS.lossLimits, { method: 'put', json: update, token: true }),
    setRealityCheck: (minutes: number | null) =>
      call<RealityCheckUpdate>(PROTECTION_PATHS.realityCheck, {
        method: 'put',
        json: { minutes },
        token: true,
      }),
    /** Time since sign-in and the net result since then: what the reality check shows. */
    session: () => call<PlaySession>(PROTECTION_PATHS.session, { token: true }),
    /** A time-out of `days` (1–42); the session ends with it. */
    timeOut: (days: number) =>
      call<ProtectionBlock>(PROTECTION_PATHS.timeOut, {
        method: 'post',
        json: { days },
        token: true,
      }),
    /** A self-exclusion of `months` (6–60) on every brand; it cannot be undone. */
    selfExclude: (months: number) =>
      call<ProtectionBlock>(PROTECTION_PATHS.selfExclusion, {
        method: 'post',
        json: { months },
        token: true,
      }),
  };
}

export type ProtectionCalls = ReturnType<typeof protectionCalls>;
