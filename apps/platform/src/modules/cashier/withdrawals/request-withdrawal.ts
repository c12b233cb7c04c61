import type { Withdrawal, WithdrawalRequest } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { refuseWithoutDocuments } from '../../identity';
import { refuseUntilTurnoverMet } from '../../turnover';
import { holdFunds, lockWallet, recallGameWallets } from '../../wallet';
import type { WithdrawalMaxSource } from '../shared/payment-deps';
import { refuseTrial } from '../shared/trial-accounts';
import {
  verifyWithdrawalPassword,
  type PasswordHolder,
} from '../withdrawal-password/withdrawal-password';
import { withdrawalView } from './withdrawal-view';

/** Who withdraws: the password holder, their wallet currency and member type. */
export interface Withdrawer extends PasswordHolder {
  currency: string;
  /** Member type; 4 is a trial account (spec §6), whose money is demo money. */
  type: number;
}

/**
 * The merchant's min/max (the max replaced by the member's VIP level's, when it sets one), or
 * 409 WITHDRAWAL_UNAVAILABLE when the merchant set none.
 */
async function checkLimits(
  db: Db,
  who: Withdrawer,
  amount: number,
  withdrawalMax: WithdrawalMaxSource,
): Promise<void> {
  const limit = await db
    .selectFrom('withdrawal_limit')
    .select(['min_amount', 'max_amount'])
    .where('merchant_code', '=', who.merchantCode)
    .executeTakeFirst();
  if (!limit)
    throw new ApiError(409, 'WITHDRAWAL_UNAVAILABLE', 'This site takes no withdrawals yet');
  const vipMax = await withdrawalMax(db, who.memberId);
  const [min, max] = [Number(limit.min_amount), vipMax ?? Number(limit.max_amount)];
  if (amount < min || amount > max)
    throw new ApiError(
      400,
      'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
      `The amount must be from ${min} to ${max} minor units`,
    );
}

/**
 * Requests a withdrawal: checks the amount against the merchant's limits, the payee account
 * (the member's own) and the withdrawal password (throttled), approved identity documents above
 * the merchant's threshold (409 DOCUMENTS_REQUIRED), then in ONE transaction stores the
 * withdrawal `requested` and holds its amount (the wallet row locked; when the main wallet's
 * available money falls short, the game wallets are recalled into it first; 409
 * INSUFFICIENT_BALANCE above the available balance, and nothing is stored). Still under that
 * lock, the bonus turnover must be met (409 TURNOVER_NOT_MET, nothing stored): requirements are
 * added under the same lock, so one added at the same moment is either seen or comes after.
 */
export async function requestWithdrawal(
  db: Db,
  who: Withdrawer,
  { payeeAccountId, amount, withdrawalPassword }: WithdrawalRequest,
  now: Date,
  withdrawalMax: WithdrawalMaxSource,
): Promise<Withdrawal> {
  refuseTrial(who.type, 'A trial account cannot withdraw demo money');
  await checkLimits(db, who, amount, withdrawalMax);
  // Above the merchant's threshold, approved identity documents first (409 DOCUMENTS_REQUIRED).
  await refuseWithoutDocuments(db, who.merchantCode, who.memberId, amount);
  const payee = await db
    .selectFrom('payee_account')
    .selectAll()
    .where('id', '=', payeeAccountId)
    .where('member_id', '=', who.memberId)
    .executeTakeFirst();
  if (!payee) throw new ApiError(404, 'PAYEE_ACCOUNT_NOT_FOUND', 'No such payee account');
  await verifyWithdrawalPassword(db, who, withdrawalPassword, now);

  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('withdrawal')
      .values({
        member_id: who.memberId,
        merchant_code: who.merchantCode,
        payee_account_id: payee.id,
        payee_kind: payee.kind,
        payee_provider: payee.provider,
        payee_account_number: payee.account_number,
        payee_holder_name: payee.holder_name,
        amount,
        currency: who.currency,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Money the automatic transfer left in a game wallet is still the player's to withdraw:
    // when main alone falls short, every game wallet comes back first (same transaction).
    const main = await lockWallet(trx, who.memberId);
    if (main.balance - main.held < amount)
      await recallGameWallets(trx, who.memberId, `withdrawal:${row.id}:recall`);
    await holdFunds(trx, who.memberId, amount, `withdrawal:${row.id}:hold`);
    await refuseUntilTurnoverMet(trx, who.memberId, now);
    return withdrawalView(row);
  });
}
