import type { Deposit, DepositRequest } from '@tessera/contract';
import { refuseTrial } from '../shared/trial-accounts';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { refuseBlocked } from '../../protection';
import { checkDepositLimits, lockMember } from '../deposit-limits/deposit-limits';
import { depositView } from './deposit-view';
import { findMethod } from '../methods/payment-methods';
import type { PaymentProvider } from '../shared/payment-provider';
import type { PaymentMethodRow } from '../shared/payment-tables';

/** Who deposits: the signed-in member, their merchant and wallet currency. */
export interface Depositor {
  memberId: number;
  merchantCode: string;
  currency: string;
  /** Member type; 4 is a trial account (spec §6), which plays with demo money only. */
  type: number;
  /** The merchant's time zone: the member's deposit limits count its days, weeks and months. */
  timeZone: string;
}

/** The start of the UTC day of `now`: daily counts reset at midnight UTC. */
const dayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Refuses a deposit the method does not take; writes nothing. */
async function checkMethod(
  db: Db,
  who: Depositor,
  { methodId, amount }: DepositRequest,
): Promise<PaymentMethodRow> {
  refuseTrial(who.type, 'A trial account cannot deposit real money');
  const method = await findMethod(db, who.merchantCode, methodId);
  if (!method)
    throw new ApiError(404, 'PAYMENT_METHOD_UNAVAILABLE', 'No such deposit method for this site');
  if (method.currency !== who.currency)
    throw new ApiError(409, 'PAYMENT_CURRENCY_MISMATCH', `The method takes ${method.currency}`);
  const [min, max] = [Number(method.min_amount), Number(method.max_amount)];
  if (amount < min || amount > max)
    throw new ApiError(
      400,
      'DEPOSIT_AMOUNT_OUT_OF_RANGE',
      `The amount must be from ${min} to ${max} minor units`,
    );
  return method;
}

/**
 * Stores the deposit as `created` if the member has deposits left with this method today and
 * it fits the member's own deposit limits. The counts, the sums and the insert run under a lock
 * of the member's row, so two deposits at once cannot both take the last one or the last room.
 */
function createWithinDailyCount(
  db: Db,
  who: Depositor,
  method: PaymentMethodRow,
  amount: number,
  provider: PaymentProvider,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, who.memberId);
    const today = await trx
      .selectFrom('deposit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', who.memberId)
      .where('method_id', '=', method.id)
      .where('created_at', '>=', dayStart(now))
      .executeTakeFirstOrThrow();
    if (Number(today.n) >= method.daily_count)
      throw new ApiError(409, 'DEPOSIT_DAILY_LIMIT', 'No more deposits with this method today');
    await refuseBlocked(trx, who.memberId, now);
    await checkDepositLimits(trx, who, amount, now);
    const created = await trx
      .insertInto('deposit')
      .values({
        member_id: who.memberId,
        merchant_code: who.merchantCode,
        method_id: method.id,
        amount,
        currency: method.currency,
        provider: provider.code,
        instructions: 'null',
        created_at: now,
        updated_at: now,
        expires_at: new Date(now.getTime() + method.expiry_minutes * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(created.id);
  });
}

/**
 * Opens a deposit: stored as `created`, handed to the provider, then `pending` with the
 * provider's reference and instructions. The provider is asked outside any transaction (a real
 * one is a network call); a deposit it refuses is marked rejected.
 */
export async function openDeposit(
  db: Db,
  provider: PaymentProvider,
  who: Depositor,
  request: DepositRequest,
  now: Date,
): Promise<Deposit> {
  const method = await checkMethod(db, who, request);
  const depositId = await createWithinDailyCount(db, who, method, request.amount, provider, now);
  try {
    const accepted = await provider.createDeposit({
      depositId,
      amount: request.amount,
      currency: method.currency,
      methodKind: method.kind,
      methodCode: method.code,
    });
    const pending = await db
      .updateTable('deposit')
      .set({
        status: 'pending',
        provider_ref: accepted.reference,
        instructions: JSON.stringify(accepted.instructions),
        updated_at: now,
      })
      .where('id', '=', depositId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return depositView(pending);
  } catch (error) {
    await db
      .updateTable('deposit')
      .set({ status: 'rejected', updated_at: now, decided_at: now })
      .where('id', '=', depositId)
      .execute();
    throw error;
  }
}
