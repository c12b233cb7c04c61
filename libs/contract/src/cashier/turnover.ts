import Type, { type Static } from 'typebox';
import { Nullable, StringEnum } from '../core/schema-types';
import { MAX_TURNOVER_REQUIRED, TURNOVER_STATUSES } from './constants';

// Turnover requirements: money given as a bonus (an operator's credit, a deposit bonus) must be
// wagered a number of times before the member may withdraw. Valid wagering is the stake of the
// member's settled game rounds opened after the requirement. Money is integer minor units.

/**
 * What the member's open requirements still ask: `required` (their sum), `wagered` (valid
 * wagering counted towards them, at most `required`) and `remaining` (`required - wagered`). All
 * 0 when none is open; withdrawals are refused (409 TURNOVER_NOT_MET) while `remaining > 0`.
 */
export const TurnoverProgress = Type.Object({
  required: Type.Integer(),
  wagered: Type.Integer(),
  remaining: Type.Integer(),
});
export type TurnoverProgress = Static<typeof TurnoverProgress>;

/** One requirement as the operator sees it; times are ISO strings. */
export const TurnoverRequirement = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  required: Type.Integer(),
  /** What created it, e.g. `adjustment` or `deposit-bonus`, and its reference there. */
  sourceKind: Type.String(),
  sourceRef: Type.String(),
  status: StringEnum(TURNOVER_STATUSES),
  createdAt: Type.String(),
  /** When it was met or waived; null while open. */
  closedAt: Nullable(Type.String()),
  waiveReason: Nullable(Type.String()),
});
export type TurnoverRequirement = Static<typeof TurnoverRequirement>;

/** `GET /ops/members/:id/turnover`: the member's progress and requirements, newest first. */
export const TurnoverRequirements = Type.Object({
  progress: TurnoverProgress,
  list: Type.Array(TurnoverRequirement),
});
export type TurnoverRequirements = Static<typeof TurnoverRequirements>;

/** Path of one member's requirement. */
export const TurnoverRequirementParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
  requirementId: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
});
export type TurnoverRequirementParams = Static<typeof TurnoverRequirementParams>;

/** Body of a waiver: why (1–140 characters, at least one visible). */
export const TurnoverWaiver = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 140, pattern: '\\S' }),
});
export type TurnoverWaiver = Static<typeof TurnoverWaiver>;

/** A turnover requirement added with an operator's credit, minor units. */
export const TurnoverRequired = Type.Integer({ minimum: 1, maximum: MAX_TURNOVER_REQUIRED });
