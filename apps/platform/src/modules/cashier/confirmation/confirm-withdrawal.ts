import type { Withdrawal, WithdrawalOutcome } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import type { ConfirmationForm } from './confirmation-form';
import { removeProofs, saveProof } from './proof-store';
import { withdrawalView } from '../withdrawals/withdrawal-view';

/** The job queue's name of the auto-receive sweep. */
export const AUTO_RECEIVE_SWEEP = 'payments.auto-receive';

/** Received is the end; partly or not received is a dispute an operator settles. */
const statusAfter = (outcome: WithdrawalOutcome) =>
  outcome === 'RECEIVED' ? ('received' as const) : ('disputed' as const);

/** Proof images go with "not received" only, and it needs at least one. */
function checkProofs({ outcome, proofs }: ConfirmationForm): void {
  if (outcome === 'NOT_RECEIVED' && proofs.length === 0)
    throw new ApiError(400, 'WITHDRAWAL_PROOF_REQUIRED', 'Not received needs 1 to 3 proof images');
  if (outcome !== 'NOT_RECEIVED' && proofs.length > 0)
    throw new ApiError(400, 'WITHDRAWAL_PROOF_UNEXPECTED', 'Proof images go with not received');
}

const conflict = (status: string) =>
  new ApiError(409, 'WITHDRAWAL_STATE_CONFLICT', `A ${status} withdrawal cannot be confirmed`);

/**
 * The payee's confirmation of their own paid withdrawal. One guarded UPDATE decides it
 * (`where status = 'paid' and auto_receive_at > now`): of concurrent confirmations and the
 * auto-receive sweep exactly one finds the row still paid; the others get 409
 * WITHDRAWAL_STATE_CONFLICT (the sweep: no row). Proof files are written first (outside the
 * transaction, a disk is no database) and removed again when the confirmation is refused, so a
 * refused request leaves nothing behind. No money moves: the hold left the wallet when paid.
 */
export async function confirmWithdrawal(
  db: Db,
  proofDir: string,
  memberId: number,
  id: string,
  form: ConfirmationForm,
  now: Date,
): Promise<Withdrawal> {
  checkProofs(form);
  // Someone else's withdrawal is "not found", not "forbidden": ids reveal nothing.
  const current = await db
    .selectFrom('withdrawal')
    .select('status')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!current) throw new ApiError(404, 'WITHDRAWAL_NOT_FOUND', 'No such withdrawal');
  if (current.status !== 'paid') throw conflict(current.status);

  const saved = await Promise.all(form.proofs.map((proof) => saveProof(proofDir, proof)));
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('withdrawal')
        .set({
          status: statusAfter(form.outcome),
          outcome: form.outcome,
          confirmed_by: 'member',
          confirmed_at: now,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .where('status', '=', 'paid')
        // Past its time it already counts as received, swept or not.
        .where('auto_receive_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw conflict('confirmed');
      if (saved.length > 0)
        await trx
          .insertInto('withdrawal_proof')
          .values(
            saved.map((fileName, i) => ({
              withdrawal_id: id,
              file_name: fileName,
              media_type: form.proofs[i]!.mediaType,
              size: form.proofs[i]!.bytes.length,
              created_at: now,
            })),
          )
          .execute();
      return withdrawalView(row);
    });
  } catch (error) {
    await removeProofs(proofDir, saved);
    throw error;
  }
}

/**
 * The auto-receive sweep: every paid withdrawal nobody confirmed by its `auto_receive_at` counts
 * as received (`confirmed_by = 'auto'`), by one guarded UPDATE; no refund, no money moves.
 */
export async function autoReceive(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('withdrawal')
    .set({
      status: 'received',
      outcome: 'RECEIVED',
      confirmed_by: 'auto',
      confirmed_at: now,
      updated_at: now,
    })
    .where('status', '=', 'paid')
    .where('auto_receive_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A member's own withdrawal, or 404. */
export async function memberWithdrawal(db: Db, memberId: number, id: string): Promise<Withdrawal> {
  const row = await db
    .selectFrom('withdrawal')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'WITHDRAWAL_NOT_FOUND', 'No such withdrawal');
  return withdrawalView(row);
}
