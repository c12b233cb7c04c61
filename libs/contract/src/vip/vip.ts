import Type, { type Static } from 'typebox';
import { Nullable } from '../core/schema-types';
import { MAX_REBATE_BP, MAX_VIP_LEVELS } from './constants';

// VIP levels per merchant: reached by all-time approved deposits AND valid bets (settled
// stakes), never lost. Money is integer minor units; rates are basis points.

const money = Type.Integer({ minimum: 0, maximum: 2 ** 53 - 1 });
const rate = Type.Integer({ minimum: 0, maximum: MAX_REBATE_BP });

/** Rebate rates of one level per game category (basis points of the day's valid bets). */
export const RebateRates = Type.Object(
  { LIVE: rate, LOTTERY: rate, PVP: rate, SLOTS: rate, SPORTS: rate },
  { additionalProperties: false },
);
export type RebateRates = Static<typeof RebateRates>;

/** One VIP level and its benefits. */
export const VipLevel = Type.Object({
  level: Type.Integer({ minimum: 0, maximum: MAX_VIP_LEVELS - 1 }),
  name: Type.String({ minLength: 1, maxLength: 40 }),
  /** All-time approved deposits needed. */
  depositThreshold: money,
  /** All-time valid bets needed. */
  turnoverThreshold: money,
  rebate: RebateRates,
  /** Largest single withdrawal; null: the merchant's own maximum. */
  withdrawalMax: Nullable(money),
  /** Paid once when the level is reached. */
  upgradeBonus: money,
  /** Paid once a year on the member's birthday while at this level. */
  birthdayBonus: money,
});
export type VipLevel = Static<typeof VipLevel>;

/** `GET /wps/vip/info`. */
export const VipInfo = Type.Object({
  level: Type.Integer(),
  deposits: Type.Integer(),
  turnover: Type.Integer(),
  /** The next level, or null at the top. */
  next: Nullable(VipLevel),
  levels: Type.Array(VipLevel),
});
export type VipInfo = Static<typeof VipInfo>;

/** `PUT /ops/merchants/:code/vip-levels`: the whole table, levels 0, 1, 2, … in order. */
export const VipLevels = Type.Object({
  levels: Type.Array(VipLevel, { minItems: 1, maxItems: MAX_VIP_LEVELS }),
});
export type VipLevels = Static<typeof VipLevels>;

/** `POST /ops/vip/run`. */
export const VipRunRequest = Type.Object({ at: Type.String({ format: 'date-time' }) });
export type VipRunRequest = Static<typeof VipRunRequest>;

export const VipRunResult = Type.Object({
  upgrades: Type.Integer(),
  birthdays: Type.Integer(),
  rebates: Type.Integer(),
});
export type VipRunResult = Static<typeof VipRunResult>;

/** One day's rebate of a member. */
export const RebateSettlement = Type.Object({
  day: Type.String(),
  level: Type.Integer(),
  validBet: Type.Integer(),
  amount: Type.Integer(),
});
export type RebateSettlement = Static<typeof RebateSettlement>;

/** `GET /ops/members/:id/vip`. */
export const MemberVip = Type.Object({
  level: Type.Integer(),
  rebates: Type.Array(RebateSettlement),
});
export type MemberVip = Static<typeof MemberVip>;
