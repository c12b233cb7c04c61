import type { Transaction } from 'kysely';
import type { Database } from '../../core/db/database';
import { moveMoney, type Moved, type RewardKind } from './ledger';

/**
 * Credits a bonus to the member's main wallet inside the caller's transaction (e.g. the
 * deposit-bonus hook's, which approves the deposit): one BONUS ledger entry, shown in the bonus
 * details record. `key` (e.g. `bonus:deposit:12`) is unique in the ledger, so one bonus cannot
 * be paid twice.
 */
export function creditBonus(
  trx: Transaction<Database>,
  memberId: number,
  amount: number,
  key: string,
): Promise<Moved> {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`A bonus must be a positive integer, got ${amount}`);
  return moveMoney(trx, memberId, amount, 'BONUS', key);
}

/**
 * Credits a daily rebate, converted points or a VIP bonus to the main wallet inside the caller's
 * transaction (the one that records why), as `creditBonus` does: `key` is unique in the ledger,
 * so one rebate day, conversion or level pays once.
 */
export function creditReward(
  trx: Transaction<Database>,
  memberId: number,
  amount: number,
  kind: RewardKind,
  key: string,
): Promise<Moved> {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`A reward must be a positive integer, got ${amount}`);
  return moveMoney(trx, memberId, amount, kind, key);
}
