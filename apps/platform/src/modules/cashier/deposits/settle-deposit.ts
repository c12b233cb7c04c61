import type { DepositStatus, SandboxPayAck } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { sendEventMessage } from '../../messages';
import { creditDeposit } from '../../wallet';
import type { DepositBonusHook } from '../shared/payment-deps';
import type { ProviderEvent } from '../shared/payment-provider';

/**
 * Applies a verified provider decision to its deposit, idempotent on the provider reference:
 * only a pending deposit changes, by a guarded update (`where status = 'pending'`) in the same
 * transaction as the wallet credit. Of two concurrent callbacks one wins the update and credits;
 * the other finds no pending row and, like any repeated or late callback, changes nothing and
 * answers the deposit's current status. The deposit-bonus hook runs in the winner's transaction
 * only, after the credit: once per approved deposit.
 */
export async function settleDeposit(
  db: Db,
  event: ProviderEvent,
  now: Date,
  bonus: DepositBonusHook,
): Promise<SandboxPayAck> {
  const found = await db
    .selectFrom('deposit')
    .select(['id', 'amount', 'status'])
    .where('provider_ref', '=', event.reference)
    .executeTakeFirst();
  if (!found) throw new ApiError(404, 'DEPOSIT_NOT_FOUND', 'No deposit has this reference');
  if (Number(found.amount) !== event.amount)
    throw new ApiError(409, 'DEPOSIT_AMOUNT_MISMATCH', 'The amount differs from the deposit');
  const ack = (status: DepositStatus) => ({ reference: event.reference, status });
  if (found.status !== 'pending') return ack(found.status);

  return db.transaction().execute(async (trx) => {
    const decided = await trx
      .updateTable('deposit')
      .set({ status: event.outcome, decided_at: now, updated_at: now })
      .where('id', '=', found.id)
      .where('status', '=', 'pending')
      .returning(['id', 'member_id', 'amount', 'method_id'])
      .executeTakeFirst();
    if (!decided) {
      // Another callback decided it between our read and our update.
      const current = await trx
        .selectFrom('deposit')
        .select('status')
        .where('id', '=', found.id)
        .executeTakeFirstOrThrow();
      return ack(current.status);
    }
    if (event.outcome === 'approved') {
      const deposit = {
        id: Number(decided.id),
        memberId: Number(decided.member_id),
        amount: Number(decided.amount),
        methodId: Number(decided.method_id),
      };
      await creditDeposit(trx, deposit.memberId, deposit.amount, `deposit:${deposit.id}`);
      await bonus.onDepositApproved(trx, deposit, now);
      // The member hears of it in this transaction: exactly when the deposit is approved, once.
      // (The hook pays the bonus and the inviting friend's referral reward; app.ts.)
      await sendEventMessage(trx, {
        memberId: deposit.memberId,
        template: 'depositApproved',
        params: { amount: String(deposit.amount) },
        key: `deposit:${deposit.id}`,
        at: now,
      });
    }
    return ack(event.outcome);
  });
}
