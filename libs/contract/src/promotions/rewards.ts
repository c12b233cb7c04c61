import Type, { type Static } from 'typebox';
import { LanguageParam } from '../core/params';
import { Nullable, StringEnum } from '../core/schema-types';
import { REWARD_LIST_FILTERS, REWARD_STATUSES } from './constants';

// The reward centre (spec §2 rewardCenter): rewards waiting to be claimed and rewards paid.

/** One reward of the member. */
export const Reward = Type.Object({
  id: Type.Integer(),
  /** What gave it: `promotion`, later `vip`, `mission`, `referral`, `rebate`, `operator`. */
  sourceKind: Type.String(),
  sourceRef: Type.String(),
  /** Its name in the asked language (the promotion's title, or what the giver named it). */
  title: Type.String(),
  amount: Type.Integer(),
  turnoverMultiple: Type.Integer(),
  /** amount × turnoverMultiple: what a claim adds to the turnover still to wager. */
  turnoverRequired: Type.Integer(),
  status: StringEnum(REWARD_STATUSES),
  createdAt: Type.String(),
  claimedAt: Nullable(Type.String()),
  /** After this a claimable reward can no longer be claimed; null: never expires. */
  expiresAt: Nullable(Type.String()),
});
export type Reward = Static<typeof Reward>;

/** `GET /wps/rewards`: newest first, at most 100. */
export const RewardList = Type.Object({
  list: Type.Array(Reward),
});
export type RewardList = Static<typeof RewardList>;

export const RewardListQuery = Type.Object({
  status: Type.Optional(StringEnum(REWARD_LIST_FILTERS)),
  language: Type.Optional(LanguageParam),
});
export type RewardListQuery = Static<typeof RewardListQuery>;

/** `GET /wps/rewards/count`: the reward centre's badge. */
export const RewardCount = Type.Object({
  claimable: Type.Integer(),
});
export type RewardCount = Static<typeof RewardCount>;
