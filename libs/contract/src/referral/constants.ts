// Runtime constants of invite friends (spec §2 referral); no schema is built here.

export const REFERRAL_PATHS = {
  /** GET (token): the member's code, reward terms, counts and earnings. */
  referral: '/wps/referral',
  /** GET (token) `?cursor&limit`: the members who registered with the code, newest first. */
  friends: '/wps/referral/friends',
} as const;

/** Operator calls (bearer token): a merchant's referral terms. */
export const REFERRAL_OPS_PATHS = {
  /** GET / PUT `{ enabled, rewardAmount, minDeposit }`: the merchant's referral terms. */
  terms: '/ops/merchants/:code/referral',
} as const;

/**
 * Where an invited friend stands: registered, made a first approved deposit, and whether that
 * deposit earned the inviter the reward (rewarded).
 */
export const FRIEND_STATUSES = ['registered', 'deposited', 'rewarded'] as const;
export type FriendStatus = (typeof FRIEND_STATUSES)[number];

/** The query parameter of the registration link that carries the code. */
export const REFERRAL_LINK_PARAM = 'referralCode';
