import { rewardTurnover } from '@tessera/domain';
import type { Db, Trx } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { addRequirement } from '../turnover';
import { creditBonus, creditReward, type RewardKind } from '../wallet';
import type { RewardRow } from './reward-tables';

/** Sources whose payment keeps its own ledger kind (bonus details and agent reports tell them apart). */
const LEDGER_KIND_OF_SOURCE: Partial<Record<string, RewardKind>> = {
  vip: 'VIP_BONUS',
  rebate: 'REBATE',
};

/** What the source does when its reward is paid, in the paying transaction. */
export type OnRewardPaid = (trx: Trx, reward: RewardRow, now: Date) => Promise<void>;

/**
 * Pays a claimable reward inside the caller's transaction: one guarded update (of two claims at
 * once, or a claim and the expiry sweep, one changes the row; the other finds it taken), then
 * the ledger entry keyed `reward:<id>` (unique in the ledger: a second payment cannot happen
 * even by mistake; BONUS, or the source's own kind) and the turnover requirement. Answers the
 * row as claimed, or null when this call did not claim it.
 */
export async function payReward(
  trx: Trx,
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
  const key = `reward:${rewardId}`;
  const kind = LEDGER_KIND_OF_SOURCE[claimed.source_kind];
  if (kind) await creditReward(trx, memberId, amount, kind, key);
  else await creditBonus(trx, memberId, amount, key);
  const required = rewardTurnover(amount, claimed.turnover_multiple);
  if (required > 0)
    await addRequirement(trx, { memberId, required, sourceKind: 'reward', sourceRef: key }, now);
  return claimed;
}

/**
 * The member claims a reward: paid once however often it is sent (a repeat answers it claimed);
 * `onPaid` runs in the paying transaction. Another member's or an unknown one → 404
 * REWARD_NOT_FOUND; past its expiry → 409 REWARD_EXPIRED.
 */
export async function claimReward(
  db: Db,
  memberId: number,
  rewardId: number,
  now: Date,
  onPaid?: OnRewardPaid,
): Promise<RewardRow> {
  const paid = await db.transaction().execute(async (trx) => {
    const row = await payReward(trx, memberId, rewardId, now);
    if (row && onPaid) await onPaid(trx, row, now);
    return row;
  });
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
