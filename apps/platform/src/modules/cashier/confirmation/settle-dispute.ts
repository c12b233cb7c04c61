import type { DisputeSettlementRequest, OperatorWithdrawal } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { refundWithdrawal } from '../../wallet';
import type { WithdrawalRow } from '../shared/payment-tables';
import { operatorWithdrawalView } from '../withdrawals/withdrawal-view';

const invalidRefund = (message: string) => new ApiError(400, 'WITHDRAWAL_REFUND_INVALID', message);

/** The settlement as stored: the status it leads to and the refund it books (null: none). */
interface Decision {
  status: 'refunded' | 'dismissed';
  refund: number | null;
  note: string;
  settledBy: string;
}

/** Reads the request against the withdrawal's amount: upheld refunds the whole amount by default. */
function decisionOf(request: DisputeSettlementRequest, amount: number): Decision {
  const note = request.note.trim();
  const settledBy = request.settledBy.trim();
  if (request.outcome === 'dismissed')
    return { status: 'dismissed', refund: null, note, settledBy };
  const refund = request.refundAmount ?? amount;
  if (refund > amount)
    throw invalidRefund(`The refund is above the withdrawal's amount (${amount} minor units)`);
  return { status: 'refunded', refund, note, settledBy };
}

/** Whether a settled withdrawal was settled exactly as asked again (a retried request). */
const sameDecision = (row: WithdrawalRow, decision: Decision) =>
  row.status === decision.status &&
  (row.refund_amount === null ? null : Number(row.refund_amount)) === decision.refund &&
  row.settlement_note === decision.note &&
  row.settled_by === decision.settledBy;

/**
 * Settles a disputed withdrawal, once. The withdrawal row is locked (`for update`) and read,
 * then updated and refunded in the same transaction, so of concurrent settlements one finds it
 * disputed and wins; the others wait for it and then find it settled. Asking again for the
 * decision already taken (a retry after a lost reply) answers it again and books nothing;
 * another decision is 409 DISPUTE_ALREADY_SETTLED. Upheld puts `refundAmount` (whole amount by
 * default) back in the member's main wallet as a WITHDRAW_REFUND entry carrying the note;
 * dismissed moves no money.
 */
export async function settleDispute(
  db: Db,
  id: string,
  request: DisputeSettlementRequest,
  now: Date,
  /** Given the record's status and amount as locked, before the decision (the audit trail's). */
  noteBefore: (before: { status: string; amount: number }) => void = () => {},
): Promise<OperatorWithdrawal> {
  if (request.outcome === 'dismissed' && request.refundAmount !== undefined)
    throw invalidRefund('A dismissed dispute refunds nothing: leave refundAmount out');
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('withdrawal')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new ApiError(404, 'WITHDRAWAL_NOT_FOUND', 'No such withdrawal');
    noteBefore({ status: current.status, amount: Number(current.amount) });
    const decision = decisionOf(request, Number(current.amount));
    if (current.status === 'refunded' || current.status === 'dismissed') {
      if (sameDecision(current, decision)) return operatorWithdrawalView(current);
      throw new ApiError(
        409,
        'DISPUTE_ALREADY_SETTLED',
        `This dispute was already settled (${current.status}) by ${current.settled_by}`,
      );
    }
    if (current.status !== 'disputed')
      throw new ApiError(
        409,
        'WITHDRAWAL_STATE_CONFLICT',
        `A ${current.status} withdrawal has no dispute to settle`,
      );
    const settled = await trx
      .updateTable('withdrawal')
      .set({
        status: decision.status,
        refund_amount: decision.refund,
        settled_by: decision.settledBy,
        settled_at: now,
        settlement_note: decision.note,
        updated_at: now,
      })
      .where('id', '=', id)
      // The lock above already serialises settlements; the guard keeps the rule in the update too.
      .where('status', '=', 'disputed')
      .returningAll()
      .executeTakeFirstOrThrow();
    if (decision.refund !== null)
      await refundWithdrawal(
        trx,
        Number(settled.member_id),
        decision.refund,
        `withdrawal:${id}:refund`,
        decision.note,
      );
    return operatorWithdrawalView(settled);
  });
}
