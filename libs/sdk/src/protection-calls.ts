import { PROTECTION_ROUTES, type LossLimitsUpdate } from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/** Player protection: loss limits, the reality check, time-out and self-exclusion. */
export function protectionCalls(call: Call) {
  return {
    /** Loss limits (in force, waiting, lost so far) and the reality-check interval. */
    overview: () => callRoute(call, PROTECTION_ROUTES.overview),
    /** Changes the periods given (null removes one); a looser limit waits 24 hours. */
    setLossLimits: (update: LossLimitsUpdate) =>
      callRoute(call, PROTECTION_ROUTES.setLossLimits, { body: update }),
    setRealityCheck: (minutes: number | null) =>
      callRoute(call, PROTECTION_ROUTES.setRealityCheck, { body: { minutes } }),
    /** Time since sign-in and the net result since then: what the reality check shows. */
    session: () => callRoute(call, PROTECTION_ROUTES.session),
    /** A time-out of `days` (1–42); the session ends with it. */
    timeOut: (days: number) => callRoute(call, PROTECTION_ROUTES.timeOut, { body: { days } }),
    /** A self-exclusion of `months` (6–60) on every brand; it cannot be undone. */
    selfExclude: (months: number) =>
      callRoute(call, PROTECTION_ROUTES.selfExclude, { body: { months } }),
  };
}

export type ProtectionCalls = ReturnType<typeof protectionCalls>;
