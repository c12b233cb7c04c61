import type { WithdrawalOverview } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { turnoverProgress } from '../../turnover';
import { gameWalletsTotal, walletRows } from '../../wallet';
import type { WithdrawalMaxSource } from '../shared/payment-deps';
import {
  hasWithdrawalPassword,
  passwordThrottle,
} from '../withdrawal-password/withdrawal-password';

/**
 * What the Withdraw page shows before the member types: whether a withdrawal password is set
 * and how many wrong tries it has left, the merchant's limits, the available balance, what the
 * game wallets hold (a withdrawal recalls it) and the turnover still to wager. A handful of primary-key or indexed lookups, run one after another
 * (PGlite has one connection; on PostgreSQL each is a fraction of a millisecond).
 */
export async function withdrawalOverview(
  db: Db,
  who: { memberId: number; merchantCode: string },
  now: Date,
  withdrawalMax: WithdrawalMaxSource,
): Promise<WithdrawalOverview> {
  const passwordSet = await hasWithdrawalPassword(db, who.memberId);
  const throttle = await passwordThrottle(db, who, now);
  const limit = await db
    .selectFrom('withdrawal_limit')
    .select(['min_amount', 'max_amount'])
    .where('merchant_code', '=', who.merchantCode)
    .executeTakeFirst();
  // The member's VIP level may raise (or lower) the maximum of one withdrawal.
  const vipMax = await withdrawalMax(db, who.memberId);
  const wallet = await db
    .selectFrom(walletRows(db).as('wallet'))
    .select(['balance', 'held'])
    .where('member_id', '=', who.memberId)
    .executeTakeFirstOrThrow();
  return {
    passwordSet,
    passwordTriesLeft: throttle.triesLeft,
    passwordLockedUntil: throttle.lockedUntil?.toISOString() ?? null,
    limits: limit
      ? { min: Number(limit.min_amount), max: vipMax ?? Number(limit.max_amount) }
      : null,
    available: Number(wallet.balance) - Number(wallet.held),
    inGames: await gameWalletsTotal(db, who.memberId),
    turnover: await turnoverProgress(db, who.memberId, now),
  };
}
