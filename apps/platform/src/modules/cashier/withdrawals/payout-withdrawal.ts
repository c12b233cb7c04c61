import { DEFAULT_AUTO_RECEIVE_MINUTES } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db, Trx } from '../../../core/db/database';
import { sendEventMessage } from '../../messages';
import { payHold } from '../../wallet';
import type { PaymentProvider } from '../shared/payment-provider';
import type { WithdrawalRow } from '../shared/payment-tables';

/** The job queue's name of withdrawal payouts; one job per approved withdrawal (its id the key). */
export const PAYOUT_JOB = 'payments.payout';

/** The data of a payout job. */
export interface PayoutJob {
  withdrawalId: string;
}

/**
 * Marks an approved withdrawal paid and takes its hold out of the wallet, in the caller's
 * transaction; the member may confirm it until `auto_receive_at` (now + the merchant's
 * minutes), after which it counts as received. Guarded (`where status = 'approved'`): of the payout job and an operator's manual
 * `pay`, or a job run twice, one wins and the other finds no row (undefined). The ledger key
 * `withdrawal:<id>:paid` is unique, a second guard against paying twice.
 */
export async function markPaid(
  trx: Trx,
  id: string,
  now: Date,
  payoutRef: string | null,
): Promise<WithdrawalRow | undefined> {
  const row = await trx
    .updateTable('withdrawal')
    .set((eb) => ({
      status: 'paid',
      paid_at: now,
      updated_at: now,
      payout_ref: payoutRef,
      auto_receive_at: sql<Date>`${now}::timestamptz + make_interval(mins => ${eb.fn.coalesce(
        eb
          .selectFrom('withdrawal_limit')
          .select('auto_receive_minutes')
          .whereRef('withdrawal_limit.merchant_code', '=', 'withdrawal.merchant_code'),
        sql.lit(DEFAULT_AUTO_RECEIVE_MINUTES),
      )})`,
    }))
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .returningAll()
    .executeTakeFirst();
  if (row) {
    await payHold(trx, Number(row.member_id), Number(row.amount), `withdrawal:${id}:paid`);
    await sendEventMessage(trx, {
      memberId: Number(row.member_id),
      template: 'withdrawalPaid',
      params: { amount: String(row.amount), withdrawalId: id },
      key: `withdrawal:${id}:paid`,
      at: now,
    });
  }
  return row;
}

/**
 * Records that the provider failed an approved withdrawal's payout: it stays approved, with the
 * reason and time, for the operator to reject (the hold is released) or pay by hand. Guarded: a
 * withdrawal no longer approved, or already failed, is left alone (undefined).
 */
export function markPayoutFailed(
  db: Db | Trx,
  id: string,
  now: Date,
  payoutRef: string,
  reason: string,
): Promise<WithdrawalRow | undefined> {
  return db
    .updateTable('withdrawal')
    .set({ payout_ref: payoutRef, payout_failure: reason, payout_failed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where('payout_failed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The payout job: asks the provider to pay an approved withdrawal (idempotent on its id), then
 * follows its answer: paid → marked paid; failed → the failure recorded (the withdrawal waits
 * for the operator); pending → the reference stored, and the provider's signed payout callback
 * decides it later (settle-payout.ts). A withdrawal no longer approved (rejected, paid by hand,
 * paid by an earlier run) or whose payout already failed is left alone; with no provider
 * switched on (SANDBOX_PAY=off) the operator pays by hand.
 */
export async function payoutWithdrawal(
  db: Db,
  provider: PaymentProvider | null,
  now: () => Date,
  { withdrawalId }: PayoutJob,
): Promise<void> {
  const row = await db
    .selectFrom('withdrawal')
    .selectAll()
    .where('id', '=', withdrawalId)
    .executeTakeFirst();
  if (!provider || row?.status !== 'approved' || row.payout_failed_at) return;
  // Outside any transaction: a real provider is a network call.
  const result = await provider.createPayout({
    withdrawalId: Number(row.id),
    amount: Number(row.amount),
    currency: row.currency,
    payee: {
      kind: row.payee_kind,
      provider: row.payee_provider,
      accountNumber: row.payee_account_number,
      holderName: row.payee_holder_name,
    },
  });
  if (result.status === 'failed') {
    await markPayoutFailed(db, withdrawalId, now(), result.reference, result.reason);
    return;
  }
  if (result.status === 'pending') {
    await db
      .updateTable('withdrawal')
      .set({ payout_ref: result.reference, updated_at: now() })
      .where('id', '=', withdrawalId)
      .where('status', '=', 'approved')
      .execute();
    return;
  }
  await db.transaction().execute((trx) => markPaid(trx, withdrawalId, now(), result.reference));
}
