// Runtime constants of the promotions and reward-centre calls; no schema is built here (the
// site imports these).

/**
 * Promotion and reward paths. Spec §7 names none (only the page /promotions and the member page
 * rewardCenter, §2), so they follow the member calls' `/wps/...` family.
 */
export const PROMOTION_PATHS = {
  /** GET `?category&language`: the merchant's promotions as a visitor sees them. */
  list: '/wps/promotions',
  /** GET (token) `?category&language`: the same list with the member's own activity status. */
  memberList: '/wps/promotions/member',
  /** POST (token): joins a promotion that pays on a later deposit (flow JOIN). */
  join: '/wps/promotions/:id/join',
  /** POST (token): asks for an operator-reviewed promotion's reward (flow APPLY). */
  apply: '/wps/promotions/:id/apply',
  /** POST (token): claims an instant promotion's reward now (flow CLAIM). */
  claim: '/wps/promotions/:id/claim',
  /** GET (token) `?status`: the member's rewards, newest first. */
  rewards: '/wps/rewards',
  /** GET (token): how many rewards wait to be claimed (the reward centre's badge). */
  rewardCount: '/wps/rewards/count',
  /** POST (token): claims one reward: credited once, however often it is sent. */
  rewardClaim: '/wps/rewards/:id/claim',
} as const;

/** Operator paths of the promotions area (bearer token). */
export const PROMOTION_OPS_PATHS = {
  /** GET `?merchant`: every promotion; POST: a new one. */
  promotions: '/ops/promotions',
  /** PUT: changes one promotion (what is sent replaces what was). */
  promotion: '/ops/promotions/:id',
  /** GET `?merchant&promotionId&status&limit`: members' entries (joins, applications, claims). */
  entries: '/ops/promotions/entries',
  /** POST `{ decision }`: approves (issues the reward) or rejects an application. */
  entryDecision: '/ops/promotions/entries/:id/decision',
  /** POST: drops a claimable reward for a member (what VIP, missions and referral will do). */
  rewards: '/ops/rewards',
} as const;

/** The promotion categories (spec §2's filters but "all"). */
export const PROMOTION_CATEGORIES = [
  'SPORTS',
  'LIVE',
  'SLOTS',
  'CARD',
  'FISH',
  'LOTTO',
  'REBATE',
  'POINTS_MALL',
  'RANKING',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'NEWBIE',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** The thirteen filters of the promotions centre, in the spec's order. */
export const PROMOTION_FILTERS = ['ALL', ...PROMOTION_CATEGORIES] as const;
export type PromotionFilter = (typeof PROMOTION_FILTERS)[number];

/**
 * How a promotion pays: CLAIM (the member claims when the rules are met, credited at once), JOIN
 * (the member joins, a later qualifying deposit pays in its approval), APPLY (the member applies,
 * an operator approves and the reward waits in the reward centre).
 */
export const PROMOTION_FLOWS = ['CLAIM', 'JOIN', 'APPLY'] as const;
export type PromotionFlow = (typeof PROMOTION_FLOWS)[number];

/** How often a member may take part: once ever, or once per merchant-local day. */
export const PROMOTION_FREQUENCIES = ['ONCE', 'DAILY'] as const;
export type PromotionFrequency = (typeof PROMOTION_FREQUENCIES)[number];

/** A fixed amount, or a share of the qualifying deposit in basis points (capped). */
export const REWARD_KINDS = ['FIXED', 'PERCENT'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/**
 * Activity statuses (spec §4) as one member sees a promotion: join (may join), joined (waiting
 * for a deposit), claim (may claim or apply now), process (rules not met yet), applying (an
 * operator reviews it), rejected, issued (reward waiting in the reward centre), claimed (paid),
 * close (ended), comingSoon (not started).
 */
export const ACTIVITY_STATUSES = [
  'join',
  'joined',
  'claim',
  'process',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'close',
  'comingSoon',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** A member's entry in a promotion, as stored. */
export const ENTRY_STATUSES = ['joined', 'applying', 'rejected', 'issued', 'claimed'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** A reward in the reward centre: waiting, paid, or past its expiry unclaimed. */
export const REWARD_STATUSES = ['claimable', 'claimed', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** The reward centre's two lists. */
export const REWARD_LIST_FILTERS = ['claimable', 'claimed'] as const;
export type RewardListFilter = (typeof REWARD_LIST_FILTERS)[number];

/** Highest turnover multiple a reward may ask (×50). */
export const MAX_TURNOVER_MULTIPLE = 50;
/** Largest reward or threshold in minor units (10^12: far above any real bonus). */
export const MAX_PROMOTION_AMOUNT = 1_000_000_000_000;
