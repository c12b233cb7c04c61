import type { Db } from '../../core/db/database';
import './reward-tables';

/** The sweep that marks lapsed claimable rewards expired. */
export const REWARD_EXPIRY = 'reward-expiry';

/**
 * Marks every claimable reward past its expiry `expired`, in one guarded update: a row another
 * sweep (another replica) or a claim changed first is skipped when its lock is released, so a
 * reward expires once and a claimed one is never touched. Lists and counts already read a lapsed
 * reward as expired; this makes the row say so too. Returns how many it expired.
 */
export async function expireRewards(db: Db, now: Date): Promise<number> {
  const rows = await db
    .updateTable('reward')
    .set({ status: 'expired' })
    .where('status', '=', 'claimable')
    .where('expires_at', '<=', now)
    .returning('id')
    .execute();
  return rows.length;
}
