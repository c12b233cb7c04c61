import type {
  ActivityStatus,
  EntryStatus,
  PromotionFlow,
  PromotionFrequency,
  PromotionReward,
} from '@tessera/contract';
import { dayIn } from '../records/date-range';

/** What decides a promotion's activity status for one reader at one moment. */
export interface ActivityFacts {
  flow: PromotionFlow;
  startsAt: Date;
  /** null: runs until switched off. */
  endsAt: Date | null;
  enabled: boolean;
  /** The reader's entry of the current period; null for none (and for a visitor). */
  entry: EntryStatus | null;
  /** Whether the reader meets the rules now; null when unknown (a visitor). */
  eligible: boolean | null;
}

/**
 * The activity status (spec §4) a reader sees: an entry speaks for itself (a joined one closes
 * with the promotion); then not started, ended or switched off; then what the flow offers: join,
 * or claim (apply) when the rules are met and "in process" while they are not.
 */
export function activityStatus(facts: ActivityFacts, now: Date): ActivityStatus {
  const ended = !facts.enabled || (facts.endsAt !== null && now >= facts.endsAt);
  if (facts.entry === 'joined') return ended ? 'close' : 'joined';
  if (facts.entry) return facts.entry;
  if (now < facts.startsAt) return 'comingSoon';
  if (ended) return 'close';
  if (facts.flow === 'JOIN') return 'join';
  return facts.eligible === false ? 'process' : 'claim';
}

/** Whether the status leaves the promotion's button to press (join, claim or apply). */
export function canAct(status: ActivityStatus): boolean {
  return status === 'join' || status === 'claim';
}

/** The period an entry belongs to: `once`, or the merchant-local day (YYYY-MM-DD). */
export function promotionPeriod(
  frequency: PromotionFrequency,
  timeZone: string,
  now: Date,
): string {
  return frequency === 'ONCE' ? 'once' : dayIn(timeZone, now);
}

/**
 * What a promotion pays: a fixed amount, or its share (basis points) of the qualifying deposit
 * rounded down to a whole minor unit, at most the cap. Integer arithmetic only (BigInt: a large
 * deposit times a rate passes 2^53).
 */
export function rewardAmount(reward: PromotionReward, deposit: number | null): number {
  if (reward.kind === 'FIXED') return reward.amount;
  if (deposit === null || deposit <= 0) return 0;
  const share = Number((BigInt(deposit) * BigInt(reward.percentBp)) / 10_000n);
  return reward.cap === null ? share : Math.min(share, reward.cap);
}

/** The turnover a reward asks before a withdrawal: amount × multiple. */
export function rewardTurnover(amount: number, multiple: number): number {
  return amount * multiple;
}
