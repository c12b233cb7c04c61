import type { PaymentMethodSettings, PaymentMethodUpdate } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db, Trx } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';

const OPEN_DEPOSITS = ['created', 'pending'] as const;
const OPEN_WITHDRAWALS = ['requested', 'approved', 'disputed'] as const;

/**
 * Applies an operator's change to one deposit method in ONE statement: the new range is checked
 * in its WHERE against the row as it is when written, so two changes narrowing from both ends at
 * once cannot leave min above max (the second re-reads the first's row and matches nothing).
 * No row: an unknown method (404) or a crossed range (400), told apart afterwards.
 */
export async function updatePaymentMethod(
  db: Db,
  merchantCode: string,
  methodCode: string,
  change: PaymentMethodUpdate,
  /** Given the method's settings right before the change (the audit trail's before). */
  noteBefore: (before: unknown) => void = () => {},
): Promise<PaymentMethodSettings> {
  const was = await db
    .selectFrom('payment_method')
    .select(['enabled', 'min_amount', 'max_amount', 'fee', 'daily_count'])
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', methodCode)
    .executeTakeFirst();
  if (was)
    noteBefore({
      enabled: was.enabled,
      minAmount: Number(was.min_amount),
      maxAmount: Number(was.max_amount),
      fee: Number(was.fee),
      dailyCount: was.daily_count,
    });
  const min = change.minAmount ?? null;
  const max = change.maxAmount ?? null;
  const row = await db
    .updateTable('payment_method')
    .set({
      ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      ...(change.fee !== undefined ? { fee: change.fee } : {}),
      ...(change.dailyCount !== undefined ? { daily_count: change.dailyCount } : {}),
      min_amount: sql`coalesce(${min}::bigint, min_amount)`,
      max_amount: sql`coalesce(${max}::bigint, max_amount)`,
    })
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', methodCode)
    .where(
      sql<boolean>`coalesce(${min}::bigint, min_amount) <= coalesce(${max}::bigint, max_amount)`,
    )
    .returning([
      'code',
      'name',
      'currency',
      'enabled',
      'min_amount',
      'max_amount',
      'fee',
      'daily_count',
    ])
    .executeTakeFirst();
  if (row)
    return {
      code: row.code,
      name: row.name,
      currency: row.currency,
      enabled: row.enabled,
      minAmount: Number(row.min_amount),
      maxAmount: Number(row.max_amount),
      fee: Number(row.fee),
      dailyCount: row.daily_count,
    };
  const exists = await db
    .selectFrom('payment_method')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', methodCode)
    .executeTakeFirst();
  if (exists) throw new ApiError(400, 'BAD_REQUEST', 'minAmount must not be above maxAmount');
  throw new ApiError(404, 'PAYMENT_METHOD_UNKNOWN', `No payment method "${methodCode}"`);
}

/**
 * This module's part of a merchant's currency change, inside the caller's transaction: counts
 * the open deposits and withdrawals (their amounts are in the old currency), and relabels the
 * deposit methods. The caller refuses the change unless the count is 0.
 */
export async function relabelPaymentMethods(
  trx: Trx,
  merchantCode: string,
  currency: string,
): Promise<number> {
  const deposits = await trx
    .selectFrom('deposit')
    .select(sql<string>`count(*)`.as('n'))
    .where('merchant_code', '=', merchantCode)
    .where('status', 'in', OPEN_DEPOSITS)
    .executeTakeFirstOrThrow();
  const withdrawals = await trx
    .selectFrom('withdrawal')
    .select(sql<string>`count(*)`.as('n'))
    .where('merchant_code', '=', merchantCode)
    .where('status', 'in', OPEN_WITHDRAWALS)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('payment_method')
    .set({ currency })
    .where('merchant_code', '=', merchantCode)
    .execute();
  return Number(deposits.n) + Number(withdrawals.n);
}
