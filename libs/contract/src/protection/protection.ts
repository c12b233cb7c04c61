import Type, { type Static } from 'typebox';
import { periodLimitSchemas } from '../core/period-limits';
import { Nullable } from '../core/schema-types';
import {
  MAX_LOSS_LIMIT,
  REALITY_CHECK_RANGE,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_DAYS,
} from './constants';

// Player protection (issue 13 D). Loss limits are the one period-limit shape
// (core/period-limits.ts), counting the net loss (bets − wins) of the period. A tighter limit
// applies at once, a looser one (higher, or removed) 24 hours later. Money is integer minor units.
const loss = periodLimitSchemas({
  figure: 'lost',
  figureDescription: 'Net loss so far in the current period (negative: a net win).',
  max: MAX_LOSS_LIMIT,
});

/** One period's loss limit: in force now (null: none), any waiting change, and `lost`. */
export const LossLimit = loss.Limit;
export type LossLimit = Static<typeof LossLimit>;

export const LossLimits = loss.Limits;
export type LossLimits = Static<typeof LossLimits>;

export const LossLimitsUpdate = loss.Update;
export type LossLimitsUpdate = Static<typeof LossLimitsUpdate>;

/** The value of a LOSS_LIMIT_EXCEEDED reply: which limit, and how much may still be lost. */
export const LossLimitExceeded = loss.Exceeded;
export type LossLimitExceeded = Static<typeof LossLimitExceeded>;

/** A time-out or self-exclusion in force. */
export const ProtectionBlock = Type.Object({
  kind: Type.Union([Type.Literal('time_out'), Type.Literal('self_exclusion')]),
  until: Type.String(),
});
export type ProtectionBlock = Static<typeof ProtectionBlock>;

/** The value of a SELF_EXCLUDED or TIMED_OUT refusal: when the block ends. */
export const BlockedUntil = Type.Object({ until: Type.String() });
export type BlockedUntil = Static<typeof BlockedUntil>;

/** GET /wps/protection. */
export const Protection = Type.Object({
  lossLimits: LossLimits,
  /** Reality-check interval in minutes; null: off. */
  realityCheckMinutes: Nullable(Type.Integer()),
});
export type Protection = Static<typeof Protection>;

export const RealityCheckUpdate = Type.Object(
  {
    minutes: Nullable(
      Type.Integer({ minimum: REALITY_CHECK_RANGE.min, maximum: REALITY_CHECK_RANGE.max }),
    ),
  },
  { additionalProperties: false },
);
export type RealityCheckUpdate = Static<typeof RealityCheckUpdate>;

/** GET /wps/protection/session: what the reality check shows. */
export const PlaySession = Type.Object({
  signedInAt: Type.String(),
  /** Whole seconds since sign-in. */
  elapsedSeconds: Type.Integer(),
  /** Wins − bets since sign-in, minor units (negative: a loss). */
  netResult: Type.Integer(),
  realityCheckMinutes: Nullable(Type.Integer()),
});
export type PlaySession = Static<typeof PlaySession>;

export const TimeOutRequest = Type.Object(
  { days: Type.Integer({ minimum: TIME_OUT_DAYS.min, maximum: TIME_OUT_DAYS.max }) },
  { additionalProperties: false },
);
export type TimeOutRequest = Static<typeof TimeOutRequest>;

export const SelfExclusionRequest = Type.Object(
  {
    months: Type.Integer({
      minimum: SELF_EXCLUSION_MONTHS.min,
      maximum: SELF_EXCLUSION_MONTHS.max,
    }),
  },
  { additionalProperties: false },
);
export type SelfExclusionRequest = Static<typeof SelfExclusionRequest>;

/** One audited change (operator view): who, what, when. */
export const ProtectionAuditEntry = Type.Object({
  id: Type.Integer(),
  /** `member` (the player) or `operator`. */
  actor: Type.String(),
  action: Type.String(),
  /** loss_limit: the period; the limit before and as asked (null: none); when it applies. */
  period: Type.Optional(Type.String()),
  from: Type.Optional(Nullable(Type.Integer())),
  to: Type.Optional(Nullable(Type.Integer())),
  appliesAt: Type.Optional(Type.String()),
  /** time_out, self_exclusion: when it ends. */
  until: Type.Optional(Type.String()),
  ip: Nullable(Type.String()),
  at: Type.String(),
});
export type ProtectionAuditEntry = Static<typeof ProtectionAuditEntry>;

/** One time-out or self-exclusion (operator view). */
export const ProtectionBlockRecord = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  /** The member who asked for it (another account of the same person, when not this one). */
  memberId: Type.Integer(),
  active: Type.Boolean(),
});
export type ProtectionBlockRecord = Static<typeof ProtectionBlockRecord>;

/** GET /ops/members/:id/protection. */
export const MemberProtection = Type.Object({
  memberId: Type.Integer(),
  lossLimits: LossLimits,
  realityCheckMinutes: Nullable(Type.Integer()),
  /** The block in force now (its own, or one of an account with the same identity). */
  block: Nullable(ProtectionBlock),
  /** Blocks that cover this member, newest first. */
  blocks: Type.Array(ProtectionBlockRecord),
  /** Every change the member or the operator made, newest first. */
  audit: Type.Array(ProtectionAuditEntry),
});
export type MemberProtection = Static<typeof MemberProtection>;
