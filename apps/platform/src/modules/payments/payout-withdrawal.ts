import { DEFAULT_AUTO_RECEIVE_MINUTES } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db, Trx } from '../../core/db/database';
import { payHold } from '../wallet';
import type { PaymentProvider } from './payment-provider';
import type { WithdrawalRow } from './payment-tables';

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
  if (row) await payHold(trx, Number(row.member_id), Number(row.amount), `withdrawal:${id}:paid`);
  return row;
}

/**
 * The payout job: asks the provider to pay an approved withdrawal (idempotent on its id) and,
 * once the provider says paid, marks it paid. A withdrawal no longer approved (rejected, paid by
 * hand, paid by an earlier run) is left alone. A payout still pending at the provider throws, so
 * the queue asks again later.
 */
export async function payoutWithdrawal(
  db: Db,
  provider: PaymentProvider,
  now: () => Date,
  { withdrawalId }: PayoutJob,
): Promise<void> {
  const row = await db
    .selectFrom('withdrawal')
    .selectAll()
    .where('id', '=', withdrawalId)
    .executeTakeFirst();
  if (row?.status !== 'approved') return;
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
  if (result.status !== 'paid')
    throw new Error(`The payout of withdrawal ${withdrawalId} is still pending at the provider`);
  await db.transaction().execute((trx) => markPaid(trx, withdrawalId, now(), result.reference));
}
