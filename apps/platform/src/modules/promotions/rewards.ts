import type { Reward, RewardListFilter } from '@tessera/contract';
import { pickLocalized, rewardTurnover } from '@tessera/domain';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { addRequirement } from '../turnover';
import { creditBonus } from '../wallet';
import type { RewardRow } from './promotion-tables';

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
  /** After this it can no longer be claimed. @default null (never) */
  expiresAt?: Date | null;
}

/** The granted reward's id, and whether this call made it (false: the same source gave it before). */
export interface Granted {
  id: number;
  created: boolean;
}

/**
 * Drops a claimable reward for a member inside the caller's transaction: the seam VIP bonuses,
 * missions, referral and rebate use after the merge. Unique per member, source kind and source
 * ref, so a retried or racing grant gives one reward (and answers the first one's id).
 */
export async function grantReward(
  trx: Transaction<Database> | Db,
  reward: NewReward,
  now: Date,
): Promise<Granted> {
  if (!Number.isSafeInteger(reward.amount) || reward.amount <= 0)
    throw new Error(`A reward must be a positive integer, got ${reward.amount}`);
  const member = await trx
    .selectFrom('member')
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
  if (inserted) return { id: Number(inserted.id), created: true };
  const existing = await trx
    .selectFrom('reward')
    .select('id')
    .where('member_id', '=', reward.memberId)
    .where('source_kind', '=', reward.sourceKind)
    .where('source_ref', '=', reward.sourceRef)
    .executeTakeFirstOrThrow();
  return { id: Number(existing.id), created: false };
}

/**
 * Pays a claimable reward inside the caller's transaction: one guarded update (of two claims at
 * once, one changes the row; the other finds it claimed), then the BONUS ledger entry keyed
 * `reward:<id>` (unique in the ledger: a second payment cannot happen even by mistake) and the
 * turnover requirement, and marks the promotion entry it came from claimed. Answers the row as
 * claimed, or null when this call did not claim it.
 */
export async function payReward(
  trx: Transaction<Database>,
  memberId: number,
  rewardId: number,
  now: Date,
): Promise<RewardRow | null> {
  const claimed = await trx
    .updateTable('reward')
    .set({ status: 'claimed', claimed_at: now })
    .where('id', '=', rewardId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'claimable')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return null;
  const amount = Number(claimed.amount_minor);
  await creditBonus(trx, memberId, amount, `reward:${rewardId}`);
  const required = rewardTurnover(amount, claimed.turnover_multiple);
  if (required > 0)
    await addRequirement(
      trx,
      { memberId, required, sourceKind: 'reward', sourceRef: `reward:${rewardId}` },
      now,
    );
  await trx
    .updateTable('promotion_entry')
    .set({ status: 'claimed', updated_at: now })
    .where('reward_id', '=', rewardId)
    .execute();
  return claimed;
}

/**
 * The member claims a reward: paid once however often it is sent (a repeat answers it claimed).
 * Another member's or an unknown one → 404 REWARD_NOT_FOUND; past its expiry → 409 REWARD_EXPIRED.
 */
export async function claimReward(
  db: Db,
  memberId: number,
  rewardId: number,
  now: Date,
): Promise<RewardRow> {
  const paid = await db.transaction().execute((trx) => payReward(trx, memberId, rewardId, now));
  if (paid) return paid;
  const row = await db
    .selectFrom('reward')
    .selectAll()
    .where('id', '=', rewardId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'REWARD_NOT_FOUND', 'No such reward');
  if (row.status === 'claimed') return row;
  throw new ApiError(409, 'REWARD_EXPIRED', 'The reward has expired');
}

/** A reward as its member reads it; one past its expiry reads expired before any sweep marks it. */
export function rewardView(row: RewardRow, language: string, fallback: string, now: Date): Reward {
  const amount = Number(row.amount_minor);
  const lapsed = row.status === 'claimable' && row.expires_at !== null && row.expires_at <= now;
  return {
    id: Number(row.id),
    sourceKind: row.source_kind,
    sourceRef: row.source_ref,
    title: pickLocalized(row.title, language, fallback),
    amount,
    turnoverMultiple: row.turnover_multiple,
    turnoverRequired: rewardTurnover(amount, row.turnover_multiple),
    status: lapsed ? 'expired' : row.status,
    createdAt: row.created_at.toISOString(),
    claimedAt: row.claimed_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
  };
}

/** The member's rewards of one list (claimable: still claimable now), newest first, at most 100. */
export function listRewards(
  db: Db,
  memberId: number,
  filter: RewardListFilter | undefined,
  now: Date,
) {
  let query = db.selectFrom('reward').selectAll().where('member_id', '=', memberId);
  if (filter === 'claimable')
    query = query
      .where('status', '=', 'claimable')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  if (filter === 'claimed') query = query.where('status', '=', 'claimed');
  return query.orderBy('id', 'desc').limit(100).execute();
}

/** How many rewards the member may claim now: the reward centre's badge. */
export async function countClaimable(db: Db, memberId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('reward')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'claimable')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
