import type { OperatorWithdrawal, WithdrawalAction, WithdrawalStatus } from '@tessera/contract';
import type { Db, Trx } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import type { JobQueue } from '../../../core/jobs/job-queue';
import { releaseHold } from '../../wallet';
import { markPaid, PAYOUT_JOB } from './payout-withdrawal';
import { operatorWithdrawalView } from './withdrawal-view';

/** Each operator action: the statuses it may start from and the one it leads to. */
const TRANSITIONS: Record<WithdrawalAction, { from: WithdrawalStatus[]; to: WithdrawalStatus }> = {
  approve: { from: ['requested'], to: 'approved' },
  // Rejected before or after approval, as long as it was not paid: the hold is released.
  reject: { from: ['requested', 'approved'], to: 'rejected' },
  // A manual payout (outside the provider): the hold leaves the wallet as when the job pays.
  pay: { from: ['approved'], to: 'paid' },
};

/** The guarded update of one transition; undefined when the withdrawal is in no starting status. */
function transition(trx: Trx, id: string, action: WithdrawalAction, now: Date) {
  if (action === 'pay') return markPaid(trx, id, now, null);
  const { from, to } = TRANSITIONS[action];
  return trx
    .updateTable('withdrawal')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Applies an operator's decision by a guarded update (`where status in <from>`) in the same
 * transaction as its ledger entry: of two operators (or a double click) one wins the update,
 * the other finds no row in a starting status and gets 409 WITHDRAWAL_STATE_CONFLICT, so a
 * hold is released or paid out exactly once. An approval queues the payout job in the same
 * transaction: the job exists if and only if the approval committed.
 */
export async function decideWithdrawal(
  db: Db,
  jobs: JobQueue,
  id: string,
  action: WithdrawalAction,
  now: Date,
): Promise<OperatorWithdrawal> {
  const { to } = TRANSITIONS[action];
  return db.transaction().execute(async (trx) => {
    const row = await transition(trx, id, action, now);
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
    if (to === 'rejected')
      await releaseHold(trx, Number(row.member_id), Number(row.amount), `withdrawal:${id}:release`);
    if (to === 'approved') await jobs.send(trx, PAYOUT_JOB, { withdrawalId: id }, id);
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
