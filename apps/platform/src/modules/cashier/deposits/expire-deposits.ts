import type { Db } from '../../../core/db/database';

/** The job queue's name of the deposit expiry sweep. */
export const DEPOSIT_EXPIRY_SWEEP = 'payments.expire-deposits';

/**
 * Marks every open deposit (created or pending) whose window has passed by `now` as expired,
 * in one guarded UPDATE: a deposit a callback approves at the same moment is either approved
 * first (and no longer open) or expired first, after which settle-deposit finds it not pending
 * and, like any late callback, changes nothing. Returns how many expired.
 */
export async function expireDeposits(db: Db, now: Date): Promise<number> {
  const expired = await db
    .updateTable('deposit')
    .set({ status: 'expired', decided_at: now, updated_at: now })
    .where('status', 'in', ['created', 'pending'])
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(expired.numUpdatedRows);
}
