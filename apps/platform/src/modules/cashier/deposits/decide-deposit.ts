import type {
  DepositAction,
  DepositStatus,
  OperatorDeposit,
  SandboxPayOutcome,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { depositView } from './deposit-view';
import type { DepositBonusHook } from '../shared/payment-deps';
import type { DepositRow } from '../shared/payment-tables';
import { settleDeposit } from './settle-deposit';

/** What each operator action decides, as a provider callback would. */
const OUTCOMES: Record<DepositAction, SandboxPayOutcome> = {
  approve: 'approved',
  reject: 'rejected',
};

/** A stored deposit as the operator sees it: whose, and the transfer note in its instructions. */
function operatorDepositView(row: DepositRow): OperatorDeposit {
  return {
    ...depositView(row),
    memberId: Number(row.member_id),
    merchantCode: row.merchant_code,
  };
}

/** Deposits by bank transfer: the ones an operator checks against the bank statement. */
function bankDeposits(db: Db) {
  return db
    .selectFrom('deposit')
    .innerJoin('payment_method', 'payment_method.id', 'deposit.method_id')
    .where('payment_method.kind', '=', 'bank')
    .selectAll('deposit');
}

/** The operator's queue: bank deposits of one status (pending by default), oldest first. */
export async function listBankDeposits(
  db: Db,
  status: DepositStatus,
  limit: number,
): Promise<OperatorDeposit[]> {
  const rows = await bankDeposits(db)
    .where('deposit.status', '=', status)
    .orderBy('deposit.id')
    .limit(limit)
    .execute();
  return rows.map(operatorDepositView);
}

/**
 * An operator's decision on a bank deposit goes through `settleDeposit`, like a provider's
 * callback: crediting stays in one place, in the transaction that decides, idempotent on the
 * reference. The same decision twice answers the deposit again (no second credit); the other
 * decision on a decided deposit, or any on a deposit that is not a pending bank transfer, is
 * 409 DEPOSIT_STATE_CONFLICT.
 */
export async function decideDeposit(
  db: Db,
  id: string,
  action: DepositAction,
  now: Date,
  bonus: DepositBonusHook,
  /** Given the deposit's status and amount right before the decision (the audit trail's). */
  noteBefore: (before: { status: string; amount: number }) => void = () => {},
): Promise<OperatorDeposit> {
  const found = await bankDeposits(db).where('deposit.id', '=', id).executeTakeFirst();
  if (!found) throw new ApiError(404, 'DEPOSIT_NOT_FOUND', 'No bank deposit has this id');
  noteBefore({ status: found.status, amount: Number(found.amount) });
  const outcome = OUTCOMES[action];
  if (found.provider_ref === null)
    throw new ApiError(
      409,
      'DEPOSIT_STATE_CONFLICT',
      `A ${found.status} deposit cannot be ${outcome}`,
    );
  const ack = await settleDeposit(
    db,
    { reference: found.provider_ref, amount: Number(found.amount), outcome },
    now,
    bonus,
  );
  if (ack.status !== outcome)
    throw new ApiError(
      409,
      'DEPOSIT_STATE_CONFLICT',
      `A ${ack.status} deposit cannot be ${outcome}`,
    );
  const decided = await db
    .selectFrom('deposit')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return operatorDepositView(decided);
}
