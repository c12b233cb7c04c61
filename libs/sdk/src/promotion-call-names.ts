import type { PromotionCalls } from './promotion-calls';

/**
 * The promotions and reward centre calls by name: the client offers them before their code has
 * loaded (`lazyCalls`), so the lobby's first download does not carry them.
 */
export const PROMOTION_CALL_NAMES = [
  'list',
  'memberList',
  'join',
  'apply',
  'claim',
  'rewards',
  'rewardCount',
  'claimReward',
] as const satisfies readonly (keyof PromotionCalls)[];

// Fails typecheck when the area gains a call this list does not name.
type Unnamed = Exclude<keyof PromotionCalls, (typeof PROMOTION_CALL_NAMES)[number]>;
export const ALL_PROMOTION_CALLS_NAMED: [Unnamed] extends [never] ? true : never = true;
