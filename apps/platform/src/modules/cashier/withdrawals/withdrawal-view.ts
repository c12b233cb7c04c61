import type { OperatorWithdrawal, Withdrawal, WithdrawalSettlement } from '@tessera/contract';
import { maskNumber } from '../payee-accounts/payee-accounts';
import type { WithdrawalRow } from '../shared/payment-tables';

/** How the operator settled a dispute, as the member may read it (without the note). */
function settlementView(row: WithdrawalRow): WithdrawalSettlement | null {
  if ((row.status !== 'refunded' && row.status !== 'dismissed') || !row.settled_at) return null;
  return {
    outcome: row.status === 'refunded' ? 'upheld' : 'dismissed',
    refundAmount: row.refund_amount === null ? null : Number(row.refund_amount),
    at: row.settled_at.toISOString(),
  };
}

/** A stored withdrawal as the member sees it (the account number masked). */
export function withdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    id: Number(row.id),
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    payee: {
      kind: row.payee_kind,
      provider: row.payee_provider,
      maskedNumber: maskNumber(row.payee_account_number),
      holderName: row.payee_holder_name,
    },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    // Only while the member can still confirm: the time the site counts down to.
    autoReceiveAt:
      row.status === 'paid' && row.auto_receive_at ? row.auto_receive_at.toISOString() : null,
    confirmation:
      row.outcome && row.confirmed_by && row.confirmed_at
        ? { outcome: row.outcome, by: row.confirmed_by, at: row.confirmed_at.toISOString() }
        : null,
    settlement: settlementView(row),
  };
}

/**
 * A stored withdrawal as the operator sees it: whose, the number to pay to, the provider's
 * payout reference and failure, and who settled its dispute and why.
 */
export function operatorWithdrawalView(row: WithdrawalRow): OperatorWithdrawal {
  return {
    ...withdrawalView(row),
    memberId: Number(row.member_id),
    merchantCode: row.merchant_code,
    accountNumber: row.payee_account_number,
    payoutRef: row.payout_ref,
    payoutFailure:
      row.payout_failure && row.payout_failed_at
        ? { reason: row.payout_failure, at: row.payout_failed_at.toISOString() }
        : null,
    settledBy: row.settled_by,
    settlementNote: row.settlement_note,
  };
}
