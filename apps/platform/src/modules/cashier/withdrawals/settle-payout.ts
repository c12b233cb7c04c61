import type { SandboxPayoutAck } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import type { PayoutEvent } from '../shared/payment-provider';
import type { WithdrawalRow } from '../shared/payment-tables';
import { markPaid, markPayoutFailed } from './payout-withdrawal';

/** How a payout stands for its provider: the withdrawal's status, or `payout-failed`. */
const payoutStatus = (row: Pick<WithdrawalRow, 'status' | 'payout_failed_at'>) =>
  row.status === 'approved' && row.payout_failed_at ? 'payout-failed' : row.status;

/**
 * Applies a verified payout callback, idempotent on the payout reference: only an approved
 * withdrawal whose payout is still open changes, with its row locked, so of concurrent or
 * repeated callbacks one decides and the others answer the status it left. Paid → marked paid
 * (the hold leaves the wallet, as when the job pays at once); failed → the failure recorded,
 * the withdrawal left approved for the operator. A late "paid" after a failure changes nothing:
 * the operator decides from there.
 */
export async function settlePayout(
  db: Db,
  event: PayoutEvent,
  now: Date,
): Promise<SandboxPayoutAck> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('withdrawal')
      .select(['id', 'amount', 'status', 'payout_failed_at'])
      .where('payout_ref', '=', event.reference)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'WITHDRAWAL_NOT_FOUND', 'No payout has this reference');
    if (Number(row.amount) !== event.amount)
      throw new ApiError(409, 'PAYOUT_AMOUNT_MISMATCH', 'The amount differs from the payout');
    const ack = (status: string) => ({ reference: event.reference, status });
    if (payoutStatus(row) !== 'approved') return ack(payoutStatus(row));
    const id = String(row.id);
    const changed =
      event.outcome === 'paid'
        ? await markPaid(trx, id, now, event.reference)
        : await markPayoutFailed(trx, id, now, event.reference, event.reason ?? 'Payout failed');
    return ack(changed ? payoutStatus(changed) : payoutStatus(row));
  });
}
