import Type, { type Static } from 'typebox';
import { Dictionary, Nullable, StringEnum } from '../core/schema-types';
import {
  ENTRY_STATUSES,
  MAX_PROMOTION_AMOUNT,
  MAX_TURNOVER_MULTIPLE,
  PROMOTION_CATEGORIES,
  PROMOTION_FLOWS,
  PROMOTION_FREQUENCIES,
  REWARD_KINDS,
} from './constants';
import { PromotionImage, PromotionReward, PromotionRules } from './promotions';

// Operator calls of the promotions area (bearer token, OpenAPI-described).

const Amount = Type.Integer({ minimum: 0, maximum: MAX_PROMOTION_AMOUNT });
const Code = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,39}$' });
/** Texts per language code; `en` is required so every reader has one. */
const Texts = (maxLength: number) =>
  Type.Intersect([
    Type.Object({ en: Type.String({ minLength: 1, maxLength, pattern: '\\S' }) }),
    Dictionary(Type.String({ minLength: 1, maxLength })),
  ]);

/** A promotion as the operator writes it (POST creates, PUT replaces). */
export const PromotionInput = Type.Object({
  merchantCode: Type.String({ pattern: '^[A-Z0-9_]{2,16}$' }),
  code: Code,
  category: StringEnum(PROMOTION_CATEGORIES),
  flow: StringEnum(PROMOTION_FLOWS),
  frequency: StringEnum(PROMOTION_FREQUENCIES),
  title: Texts(80),
  summary: Texts(200),
  body: Texts(4000),
  images: Type.Array(
    Type.Object({
      sequence: Type.Integer({ minimum: 0, maximum: 99 }),
      url: Type.String({ minLength: 1, maxLength: 100_000 }),
    }),
    { minItems: 1, maxItems: 6 },
  ),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Nullable(Type.String({ format: 'date-time' })),
  rules: Type.Object({
    minDeposit: Nullable(Amount),
    firstDepositOnly: Type.Boolean(),
    minTurnover: Nullable(Amount),
    minVipLevel: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  }),
  reward: Type.Object({
    kind: StringEnum(REWARD_KINDS),
    amount: Amount,
    percentBp: Type.Integer({ minimum: 0, maximum: 100_000 }),
    cap: Nullable(Amount),
    turnoverMultiple: Type.Integer({ minimum: 0, maximum: MAX_TURNOVER_MULTIPLE }),
  }),
  enabled: Type.Boolean(),
  sort: Type.Integer({ minimum: 0, maximum: 10_000 }),
});
export type PromotionInput = Static<typeof PromotionInput>;

/** A promotion as stored, every language's texts. */
export const OpsPromotion = Type.Object({
  id: Type.Integer(),
  merchantCode: Type.String(),
  code: Type.String(),
  category: StringEnum(PROMOTION_CATEGORIES),
  flow: StringEnum(PROMOTION_FLOWS),
  frequency: StringEnum(PROMOTION_FREQUENCIES),
  title: Dictionary(Type.String()),
  summary: Dictionary(Type.String()),
  body: Dictionary(Type.String()),
  images: Type.Array(PromotionImage),
  startsAt: Type.String(),
  endsAt: Nullable(Type.String()),
  rules: PromotionRules,
  reward: PromotionReward,
  enabled: Type.Boolean(),
  sort: Type.Integer(),
});
export type OpsPromotion = Static<typeof OpsPromotion>;

export const OpsPromotionList = Type.Object({ list: Type.Array(OpsPromotion) });
export type OpsPromotionList = Static<typeof OpsPromotionList>;

export const OpsPromotionQuery = Type.Object({
  merchant: Type.Optional(Type.String({ pattern: '^[A-Z0-9_]{2,16}$' })),
});
export type OpsPromotionQuery = Static<typeof OpsPromotionQuery>;

/** One member's entry in a promotion: a join, an application or a claim. */
export const PromotionEntry = Type.Object({
  id: Type.Integer(),
  promotionId: Type.Integer(),
  promotionCode: Type.String(),
  memberId: Type.Integer(),
  account: Type.String(),
  /** `once`, or the merchant-local day (YYYY-MM-DD) of a daily promotion. */
  period: Type.String(),
  status: StringEnum(ENTRY_STATUSES),
  rewardId: Nullable(Type.Integer()),
  amount: Nullable(Type.Integer()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PromotionEntry = Static<typeof PromotionEntry>;

export const PromotionEntryList = Type.Object({ list: Type.Array(PromotionEntry) });
export type PromotionEntryList = Static<typeof PromotionEntryList>;

export const PromotionEntryQuery = Type.Object({
  merchant: Type.Optional(Type.String({ pattern: '^[A-Z0-9_]{2,16}$' })),
  promotionId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1e15 })),
  status: Type.Optional(StringEnum(ENTRY_STATUSES)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});
export type PromotionEntryQuery = Static<typeof PromotionEntryQuery>;

export const EntryDecision = Type.Object({
  decision: StringEnum(['approve', 'reject'] as const),
});
export type EntryDecision = Static<typeof EntryDecision>;

/** A reward the operator gives a member (lands claimable in the reward centre). */
export const RewardGrant = Type.Object({
  memberId: Type.Integer({ minimum: 1, maximum: 1e15 }),
  /** Unique per member and reward: sending the same one again gives nothing more. */
  sourceRef: Type.String({ pattern: '^[A-Za-z0-9:_-]{1,80}$' }),
  title: Texts(80),
  amount: Type.Integer({ minimum: 1, maximum: MAX_PROMOTION_AMOUNT }),
  turnoverMultiple: Type.Integer({ minimum: 0, maximum: MAX_TURNOVER_MULTIPLE }),
  expiresAt: Nullable(Type.String({ format: 'date-time' })),
});
export type RewardGrant = Static<typeof RewardGrant>;

/** The granted reward's id (the existing one's when the same source was sent before). */
export const RewardGranted = Type.Object({ id: Type.Integer(), created: Type.Boolean() });
export type RewardGranted = Static<typeof RewardGranted>;
