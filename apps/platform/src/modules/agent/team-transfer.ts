import type { DownlineTransferRequest, DownlineTransferResult } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { lockWallet, moveMoney, once } from '../wallet';

/** A transfer to a team member: from the agent, to the member (id and account). */
export interface DownlineTransfer {
  agentId: number;
  downline: { id: number; account: string };
}

/**
 * Moves an amount of the agent's available main balance to a team member's main wallet in ONE
 * transaction: both wallet rows locked in member-id order (as the upline transfer does, so two
 * transfers between the same two members in opposite directions wait instead of deadlocking),
 * then two ledger entries (DOWNLINE_OUT, DOWNLINE_IN). Idempotent on the client's requestId.
 * The team check and the withdrawal password are the caller's, made before.
 */
export async function transferToDownline(
  db: Db,
  { agentId, downline }: DownlineTransfer,
  { requestId, amount }: Pick<DownlineTransferRequest, 'requestId' | 'amount'>,
  now: Date,
): Promise<DownlineTransferResult> {
  return db.transaction().execute(async (trx) => {
    const locked = new Map<number, { balance: number; held: number }>();
    for (const id of [agentId, downline.id].sort((a, b) => a - b))
      locked.set(id, await lockWallet(trx, id));
    const key = {
      kind: 'downline' as const,
      memberId: agentId,
      requestId,
      content: { amount, to: downline.id },
    };
    return once(trx, key, now, async () => {
      const own = locked.get(agentId) ?? { balance: 0, held: 0 };
      if (own.balance - own.held < amount)
        throw new ApiError(409, 'INSUFFICIENT_BALANCE', 'Not enough available balance');
      const ref = `downline:${agentId}:${requestId}`;
      const out = await moveMoney(trx, agentId, -amount, 'DOWNLINE_OUT', `${ref}:out`);
      await moveMoney(trx, downline.id, amount, 'DOWNLINE_IN', `${ref}:in`);
      return { requestId, account: downline.account, amount, balance: out.balance - own.held };
    });
  });
}
