import type { Trx } from '../../core/db/database';
import { localizedParams, sendEventMessage } from '../messages';
import { memberRows } from '../accounts';
import './reward-tables';

/** How long a reward given to a member (VIP, birthday, referral, rebate) stays claimable. */
export const REWARD_VALIDITY_DAYS = 30;

/** The expiry of a reward given now: `REWARD_VALIDITY_DAYS` later. */
export const givenRewardExpiry = (now: Date): Date =>
  new Date(now.getTime() + REWARD_VALIDITY_DAYS * 24 * 60 * 60_000);

/** A reward another module drops in the reward centre. */
export interface NewReward {
  memberId: number;
  /** What gives it: `promotion`, `vip`, `mission`, `referral`, `rebate`, `operator`. */
  sourceKind: string;
  /** Its key there (e.g. `promotion:4:once`); one reward per member, kind and key. */
  sourceRef: string;
  /** Its name per language code (`en` at least). */
  title: Record<string, string>;
  /** Minor units, a positive integer. */
  amount: number;
  /** The claim adds a turnover requirement of amount × this (0: none). */
  turnoverMultiple: number;
  /** After this it can no longer be claimed (`givenRewardExpiry`). @default null (never) */
  expiresAt?: Date | null;
}

/** The granted reward's id, and whether this call made it (false: the same source gave it before). */
export interface Granted {
  id: number;
  created: boolean;
}

/**
 * Drops a claimable reward for a member inside the caller's transaction, and tells the member
 * with a `rewardIssued` message in it. Unique per member, source kind and source ref, so a
 * retried or racing grant gives one reward and one message (and answers the first one's id).
 */
export async function grantReward(trx: Trx, reward: NewReward, now: Date): Promise<Granted> {
  if (!Number.isSafeInteger(reward.amount) || reward.amount <= 0)
    throw new Error(`A reward must be a positive integer, got ${reward.amount}`);
  const member = await trx
    .selectFrom(memberRows(trx).as('member'))
    .select('merchant_code')
    .where('id', '=', reward.memberId)
    .executeTakeFirstOrThrow();
  const inserted = await trx
    .insertInto('reward')
    .values({
      merchant_code: member.merchant_code,
      member_id: reward.memberId,
      source_kind: reward.sourceKind,
      source_ref: reward.sourceRef,
      title: JSON.stringify(reward.title),
      amount_minor: reward.amount,
      turnover_multiple: reward.turnoverMultiple,
      status: 'claimable',
      created_at: now,
      expires_at: reward.expiresAt ?? null,
    })
    .onConflict((oc) => oc.columns(['member_id', 'source_kind', 'source_ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    const id = Number(inserted.id);
    await sendEventMessage(trx, {
      memberId: reward.memberId,
      template: 'rewardIssued',
      params: { amount: String(reward.amount), ...localizedParams('title', reward.title) },
      key: `reward:${id}`,
      at: now,
    });
    return { id, created: true };
  }
  const existing = await trx
    .selectFrom('reward')
    .select('id')
    .where('member_id', '=', reward.memberId)
    .where('source_kind', '=', reward.sourceKind)
    .where('source_ref', '=', reward.sourceRef)
    .executeTakeFirstOrThrow();
  return { id: Number(existing.id), created: false };
}
