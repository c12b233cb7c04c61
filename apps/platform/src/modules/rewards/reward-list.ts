import type { Reward, RewardListFilter } from '@tessera/contract';
import { pickLocalized, rewardTurnover } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import type { RewardRow } from './reward-tables';

/** A reward as its member reads it; one past its expiry reads expired before the sweep marks it. */
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
