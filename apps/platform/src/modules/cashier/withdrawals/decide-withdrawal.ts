import {
  FOUR_EYES_APPROVALS,
  type AuditActor,
  type DecidedWithdrawal,
  type OperatorWithdrawal,
  type WithdrawalAction,
  type WithdrawalStatus,
} from '@tessera/contract';
import type { Db, Trx } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import type { JobQueue } from '../../../core/jobs/job-queue';
import { releaseHold } from '../../wallet';
import { markPaid, PAYOUT_JOB } from './payout-withdrawal';
import { operatorWithdrawalView } from './withdrawal-view';
import { sameActor } from '../desk/actor';
import { needsFourEyes, thresholdsFor } from '../desk/thresholds';
import '../desk/desk-tables';

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
 * transaction: the job exists if and only if the approval committed. An approval goes through
 * `approve` (four eyes); `actor` is who decides.
 */
export async function decideWithdrawal(
  db: Db,
  jobs: JobQueue,
  id: string,
  action: WithdrawalAction,
  now: Date,
  actor: AuditActor,
  /** Given the record's status and amount as locked, before the decision (the audit trail's). */
  noteBefore: (before: { status: string; amount: number }) => void = () => {},
): Promise<DecidedWithdrawal> {
  const { to } = TRANSITIONS[action];
  return db.transaction().execute(async (trx) => {
    const was = await trx
      .selectFrom('withdrawal')
      .select(['status', 'amount'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (was) noteBefore({ status: was.status, amount: Number(was.amount) });
    if (action === 'approve') return approve(trx, jobs, id, now, actor);
    const row = await transition(trx, id, action, now);
    if (!row) throw await stateConflict(trx, id, to);
    if (to === 'rejected')
      await releaseHold(trx, Number(row.member_id), Number(row.amount), `withdrawal:${id}:release`);
    return operatorWithdrawalView(row);
  });
}

/** 404 for an unknown withdrawal, else 409: its status does not allow going `to`. */
async function stateConflict(trx: Trx, id: string, to: WithdrawalStatus): Promise<ApiError> {
  const current = await trx
    .selectFrom('withdrawal')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) return new ApiError(404, 'WITHDRAWAL_NOT_FOUND', 'No such withdrawal');
  return new ApiError(
    409,
    'WITHDRAWAL_STATE_CONFLICT',
    `A ${current.status} withdrawal cannot be ${to}`,
  );
}

/**
 * One approval, four eyes above the merchant's amount. The withdrawal row is locked first, so
 * approvals of one withdrawal queue up: each sees the ones committed before it. Every approval
 * is recorded (one row per person: the same person again is 409 SAME_APPROVER); when the
 * approvals reach the number needed (2 above the merchant's `withdrawalFourEyes`, else 1) the
 * guarded transition approves it and queues the payout; before that it stays requested and the
 * reply says `approvals: 1 of 2`. Of two second approvals at once one approves; the other then
 * finds it approved (409 WITHDRAWAL_STATE_CONFLICT).
 */
async function approve(
  trx: Trx,
  jobs: JobQueue,
  id: string,
  now: Date,
  actor: AuditActor,
): Promise<DecidedWithdrawal> {
  const locked = await trx
    .selectFrom('withdrawal')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!locked || locked.status !== 'requested') throw await stateConflict(trx, id, 'approved');
  const limits = await thresholdsFor(trx, locked.merchant_code);
  const fourEyes = needsFourEyes(Number(locked.amount), limits.withdrawalFourEyes);
  const required = fourEyes ? FOUR_EYES_APPROVALS : 1;
  const given = await trx
    .selectFrom('withdrawal_approval')
    .select(['actor_kind', 'actor_id'])
    .where('withdrawal_id', '=', id)
    .execute();
  if (given.some((row) => sameActor({ kind: row.actor_kind, id: row.actor_id }, actor)))
    throw new ApiError(
      409,
      'SAME_APPROVER',
      'You approved this withdrawal already: a second, different person must approve it',
    );
  await trx
    .insertInto('withdrawal_approval')
    .values({
      withdrawal_id: id,
      actor_kind: actor.kind,
      actor_id: actor.id,
      actor_name: actor.name,
      at: now,
    })
    .execute();
  const count = given.length + 1;
  const approvals = fourEyes ? { approvals: { count: Math.min(count, required), required } } : {};
  if (count < required) return { ...operatorWithdrawalView(locked), ...approvals };
  const row = await transition(trx, id, 'approve', now);
  if (!row) throw await stateConflict(trx, id, 'approved');
  await jobs.send(trx, PAYOUT_JOB, { withdrawalId: id }, id);
  return { ...operatorWithdrawalView(row), ...approvals };
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
