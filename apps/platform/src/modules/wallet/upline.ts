import type { UplineTransferRequest, UplineTransferResult } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { lockWallet, moveMoney } from './ledger';
import { once } from './wallet-requests';
import { insufficientBalance } from './wallet-errors';

/** A transfer to the upline: from whom, to whom (id and account, as the reply names it). */
export interface UplineTransfer {
  memberId: number;
  upline: { id: number; account: string };
}

/**
 * Moves an amount of the member's available main balance to their upline's main wallet in ONE
 * transaction: both wallet rows are locked in member-id order (whoever sends, so two members
 * sending to each other at once wait in line instead of deadlocking), then two ledger entries
 * are written. Idempotent on the client's requestId. The withdrawal password is the caller's
 * check, made before.
 */
export async function transferToUpline(
  db: Db,
  { memberId, upline }: UplineTransfer,
  { requestId, amount }: Pick<UplineTransferRequest, 'requestId' | 'amount'>,
  now: Date,
): Promise<UplineTransferResult> {
  return db.transaction().execute(async (trx) => {
    const locked = new Map<number, { balance: number; held: number }>();
    for (const id of [memberId, upline.id].sort((a, b) => a - b))
      locked.set(id, await lockWallet(trx, id));
    const key = {
      kind: 'upline' as const,
      memberId,
      requestId,
      content: { amount, to: upline.id },
    };
    return once(trx, key, now, async () => {
      const own = locked.get(memberId) ?? { balance: 0, held: 0 };
      if (own.balance - own.held < amount) throw insufficientBalance();
      const ref = `upline:${memberId}:${requestId}`;
      const out = await moveMoney(trx, memberId, -amount, 'UPLINE_OUT', `${ref}:out`);
      await moveMoney(trx, upline.id, amount, 'UPLINE_IN', `${ref}:in`);
      return { requestId, upline: upline.account, amount, balance: out.balance - own.held };
    });
  });
}
