import type { OperatorWithdrawal, WithdrawalAction, WithdrawalStatus } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { payHold, releaseHold } from '../wallet';
import { operatorWithdrawalView } from './withdrawal-view';

/** Each operator action: the statuses it may start from and the one it leads to. */
const TRANSITIONS: Record<WithdrawalAction, { from: WithdrawalStatus[]; to: WithdrawalStatus }> = {
  approve: { from: ['requested'], to: 'approved' },
  // Rejected before or after approval, as long as it was not paid: the hold is released.
  reject: { from: ['requested', 'approved'], to: 'rejected' },
  pay: { from: ['approved'], to: 'paid' },
};

/**
 * Applies an operator's decision by a guarded update (`where status in <from>`) in the same
 * transaction as its ledger entry: of two operators (or a double click) one wins the update,
 * the other finds no row in a starting status and gets 409 WITHDRAWAL_STATE_CONFLICT, so a
 * hold is released or paid out exactly once.
 */
export async function decideWithdrawal(
  db: Db,
  id: string,
  action: WithdrawalAction,
  now: Date,
): Promise<OperatorWithdrawal> {
  const { from, to } = TRANSITIONS[action];
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('withdrawal')
      .set({ status: to, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const current = await trx
        .selectFrom('withdrawal')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) throw new ApiError(404, 'WITHDRAWAL_NOT_FOUND', 'No such withdrawal');
      throw new ApiError(
        409,
        'WITHDRAWAL_STATE_CONFLICT',
        `A ${current.status} withdrawal cannot be ${to}`,
      );
    }
    const [memberId, amount] = [Number(row.member_id), Number(row.amount)];
    if (to === 'rejected') await releaseHold(trx, memberId, amount, `withdrawal:${id}:release`);
    if (to === 'paid') await payHold(trx, memberId, amount, `withdrawal:${id}:paid`);
    return operatorWithdrawalView(row);
  });
}

/** The operator's queue: withdrawals (of one status), oldest first. */
export async function listWithdrawals(
  db: Db,
  status: WithdrawalStatus | undefined,
  limit: number,
): Promise<OperatorWithdrawal[]> {
  let query = db.selectFrom('withdrawal').selectAll().orderBy('id').limit(limit);
  if (status) query = query.where('status', '=', status);
  return (await query.execute()).map(operatorWithdrawalView);
}
