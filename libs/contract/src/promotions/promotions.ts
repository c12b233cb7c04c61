import Type, { type Static } from 'typebox';
import { LanguageParam } from '../core/params';
import { Nullable, StringEnum } from '../core/schema-types';
import {
  ACTIVITY_STATUSES,
  PROMOTION_CATEGORIES,
  PROMOTION_FILTERS,
  PROMOTION_FLOWS,
  PROMOTION_FREQUENCIES,
  REWARD_KINDS,
} from './constants';

// The promotions centre (issue 12): promotions with their rules, reward and the reader's activity
// status. Money is integer minor units of the merchant's currency; times are ISO strings.

/** One picture of a promotion's detail (spec §3 announcementImages), in `sequence` order. */
export const PromotionImage = Type.Object({
  sequence: Type.Integer(),
  url: Type.String(),
});
export type PromotionImage = Static<typeof PromotionImage>;

/** What a member must have done to take part; null: no such rule. */
export const PromotionRules = Type.Object({
  /** JOIN: the qualifying deposit's minimum; CLAIM/APPLY: approved deposits in the window. */
  minDeposit: Nullable(Type.Integer()),
  /** JOIN only: only the member's first approved deposit qualifies. */
  firstDepositOnly: Type.Boolean(),
  /** Valid bets (settled stakes) in the window. */
  minTurnover: Nullable(Type.Integer()),
  minVipLevel: Nullable(Type.Integer()),
});
export type PromotionRules = Static<typeof PromotionRules>;

/** What it pays, and the turnover the reward asks before a withdrawal (reward × multiple). */
export const PromotionReward = Type.Object({
  kind: StringEnum(REWARD_KINDS),
  /** FIXED: the amount. PERCENT: 0. */
  amount: Type.Integer(),
  /** PERCENT: share of the deposit in basis points (10000 = 100%). FIXED: 0. */
  percentBp: Type.Integer(),
  /** PERCENT: the most it pays; null: no cap. */
  cap: Nullable(Type.Integer()),
  turnoverMultiple: Type.Integer(),
});
export type PromotionReward = Static<typeof PromotionReward>;

/** What the member still lacks while the status is `process` (minor units; null: met or no rule). */
export const PromotionProgress = Type.Object({
  depositMissing: Nullable(Type.Integer()),
  turnoverMissing: Nullable(Type.Integer()),
  vipLevelMissing: Nullable(Type.Integer()),
});
export type PromotionProgress = Static<typeof PromotionProgress>;

/** One promotion as the reader sees it, texts in the asked language (else the merchant's). */
export const Promotion = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  category: StringEnum(PROMOTION_CATEGORIES),
  flow: StringEnum(PROMOTION_FLOWS),
  frequency: StringEnum(PROMOTION_FREQUENCIES),
  title: Type.String(),
  summary: Type.String(),
  /** Plain text; paragraphs separated by blank lines. */
  body: Type.String(),
  /** The card's picture (the first image's url). */
  coverUrl: Type.String(),
  announcementImages: Type.Array(PromotionImage),
  startsAt: Type.String(),
  endsAt: Nullable(Type.String()),
  rules: PromotionRules,
  reward: PromotionReward,
  /** The reader's activity status (a visitor's: join, claim, close or comingSoon). */
  status: StringEnum(ACTIVITY_STATUSES),
  /** True when the reader may press the promotion's button now (join, claim or apply). */
  claim: Type.Boolean(),
  progress: Nullable(PromotionProgress),
});
export type Promotion = Static<typeof Promotion>;

/** `GET /wps/promotions[/member]`: the promotions of one filter, in the merchant's order. */
export const PromotionList = Type.Object({
  list: Type.Array(Promotion),
});
export type PromotionList = Static<typeof PromotionList>;

/** Query of both lists. */
export const PromotionListQuery = Type.Object({
  category: Type.Optional(StringEnum(PROMOTION_FILTERS)),
  language: Type.Optional(LanguageParam),
});
export type PromotionListQuery = Static<typeof PromotionListQuery>;

/** Path of one promotion or reward. */
export const PromotionIdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
});
export type PromotionIdParams = Static<typeof PromotionIdParams>;

/** Query of a join, apply or claim: the language of the promotion in the reply. */
export const PromotionActionQuery = Type.Object({
  language: Type.Optional(LanguageParam),
});
export type PromotionActionQuery = Static<typeof PromotionActionQuery>;
