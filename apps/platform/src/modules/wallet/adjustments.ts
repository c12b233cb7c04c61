import type { BalanceAdjustment, BalanceAdjustmentRequest } from '@tessera/contract';
import type { Db, Trx } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { lockWallet, moveMoney } from './ledger';
import { once } from './wallet-requests';
import { insufficientBalance } from './wallet-errors';

/**
 * More work booked with an adjustment, in its transaction and only on its first try (e.g. a
 * turnover requirement with a bonus credit). `content` joins the request's content, so the same
 * requestId with other extras is a conflict.
 */
export interface AdjustmentExtra {
  content: Record<string, unknown>;
  book: (trx: Trx) => Promise<void>;
}

/**
 * An operator's balance adjustment of a member's main wallet: one ADJUSTMENT ledger entry with
 * the reason as its note, in one transaction with the wallet row locked. A deduction may take
 * the available balance to 0, never below (held money belongs to a withdrawal). Idempotent on
 * the operator's requestId; 404 for an unknown member.
 */
export async function adjustBalance(
  db: Db,
  memberId: number,
  request: Omit<BalanceAdjustmentRequest, 'turnoverRequired' | 'reasonCode'>,
  now: Date,
  extra?: AdjustmentExtra,
): Promise<BalanceAdjustment> {
  if (request.amount === 0)
    throw new ApiError(400, 'ADJUSTMENT_AMOUNT_INVALID', 'An adjustment of 0 changes nothing');
  return db.transaction().execute((trx) => adjustBalanceIn(trx, memberId, request, now, extra));
}

/**
 * `adjustBalance` inside the caller's transaction (the money desk books a held adjustment in the
 * transaction that approves it, so the approval and its one ledger entry commit together).
 */
export async function adjustBalanceIn(
  trx: Trx,
  memberId: number,
  { amount, reason, requestId }: Omit<BalanceAdjustmentRequest, 'turnoverRequired' | 'reasonCode'>,
  now: Date,
  extra?: AdjustmentExtra,
): Promise<BalanceAdjustment> {
  if (amount === 0)
    throw new ApiError(400, 'ADJUSTMENT_AMOUNT_INVALID', 'An adjustment of 0 changes nothing');
  const note = reason.trim();
  const exists = await trx
    .selectFrom('wallet')
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!exists) throw new ApiError(404, 'NOT_FOUND', 'No such member');
  const wallet = await lockWallet(trx, memberId);
  const content = { amount, note, ...extra?.content };
  const key = { kind: 'adjustment' as const, memberId, requestId, content };
  return once(trx, key, now, async () => {
    if (wallet.balance - wallet.held + amount < 0) throw insufficientBalance();
    const moved = await moveMoney(
      trx,
      memberId,
      amount,
      'ADJUSTMENT',
      `adjustment:${memberId}:${requestId}`,
      {
        note,
      },
    );
    await extra?.book(trx);
    return {
      requestId,
      memberId,
      amount,
      reason: note,
      ledgerEntryId: moved.ledgerEntryId,
      balance: moved.balance,
      available: moved.balance - wallet.held,
    };
  });
}
