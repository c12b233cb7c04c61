import type { Deposit } from '@tessera/contract';
import type { DepositRow } from '../shared/payment-tables';

/** A stored deposit as the member sees it. */
export function depositView(row: DepositRow): Deposit {
  return {
    id: Number(row.id),
    methodId: Number(row.method_id),
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    instructions: row.instructions ?? {},
    createdAt: row.created_at.toISOString(),
    ...(row.decided_at ? { decidedAt: row.decided_at.toISOString() } : {}),
  };
}
