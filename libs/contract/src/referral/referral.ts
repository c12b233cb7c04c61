import Type, { type Static } from 'typebox';
import { CursorPage } from '../core/cursor-page';
import { Nullable, StringEnum } from '../core/schema-types';
import { FRIEND_STATUSES } from './constants';

/** The member's invitation: code, the merchant's reward terms, and how it went so far. */
export const ReferralSummary = Type.Object({
  /** The member's referral code (given on first ask); the link carries it as `referralCode`. */
  code: Type.String(),
  /** Whether the merchant pays referral rewards now. */
  rewardsOn: Type.Boolean(),
  /** Paid to the inviter when a friend's first deposit of at least `minDeposit` is approved. */
  rewardAmount: Type.Integer(),
  minDeposit: Type.Integer(),
  currency: Type.String(),
  friends: Type.Integer(),
  depositedFriends: Type.Integer(),
  /** Referral rewards paid to the member, minor units. */
  earned: Type.Integer(),
});
export type ReferralSummary = Static<typeof ReferralSummary>;

export const ReferralFriend = Type.Object({
  /** The friend's account, masked (`pl***1`): the inviter sees who, not the whole name. */
  account: Type.String(),
  registeredAt: Type.String(),
  status: StringEnum(FRIEND_STATUSES),
  firstDepositAt: Nullable(Type.String()),
  /** The reward this friend earned the member, minor units (0 when none). */
  reward: Type.Integer(),
});
export type ReferralFriend = Static<typeof ReferralFriend>;

export const FriendQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9]+$' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type FriendQuery = Static<typeof FriendQuery>;

export const FriendPage = CursorPage('items', ReferralFriend);
export type FriendPage = Static<typeof FriendPage>;

/**
 * A merchant's referral terms (the operator's `GET/PUT /ops/merchants/:code/referral`): whether
 * the programme is on, the reward paid to the inviter and the friend's first deposit that
 * earns it (minor units). A programme that is on pays at least 1.
 */
export const ReferralTerms = Type.Object(
  {
    enabled: Type.Boolean(),
    rewardAmount: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }),
    minDeposit: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }),
  },
  { additionalProperties: false },
);
export type ReferralTerms = Static<typeof ReferralTerms>;
