import { sql, type Transaction } from 'kysely';
import type { Database } from '../../core/db/database';
import { insufficientBalance } from './wallet-errors';

type Trx = Transaction<Database>;

/** Ledger kinds of a withdrawal's money: held, released back, or paid out. */
export type HoldKind = 'WITHDRAW_HOLD' | 'WITHDRAW_RELEASE' | 'WITHDRAW_PAID';

/**
 * Moves the balance and the held amount together with their ledger entry, in one statement:
 * `balance` always equals the sum of the entries' `amount`, `held` the sum of their
 * `held_delta`. The wallet's check `0 <= held <= balance` makes an overdraw fail in the database
 * even if a caller forgot to check.
 */
async function moveHeld(
  trx: Trx,
  memberId: number,
  amount: number,
  heldDelta: number,
  kind: HoldKind,
  key: string,
): Promise<void> {
  await trx
    .with('moved', (db) =>
      db
        .updateTable('wallet')
        .set({
          balance: sql<number>`balance + ${amount}`,
          held: sql<number>`held + ${heldDelta}`,
        })
        .where('member_id', '=', memberId)
        .returning('balance'),
    )
    .insertInto('ledger_entry')
    .values((eb) => ({
      member_id: memberId,
      amount,
      held_delta: heldDelta,
      kind,
      idempotency_key: key,
      balance_after: eb.selectFrom('moved').select('balance'),
    }))
    .execute();
}

/**
 * Holds `amount` of the member's available balance (balance − held) inside the caller's
 * transaction: the wallet row is locked first, so concurrent holds and bets of one member run
 * one at a time and none can spend what another just held. 409 INSUFFICIENT_BALANCE when it
 * does not fit.
 */
export async function holdFunds(
  trx: Trx,
  memberId: number,
  amount: number,
  key: string,
): Promise<void> {
  const wallet = await trx
    .selectFrom('wallet')
    .select(['balance', 'held'])
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (Number(wallet.balance) - Number(wallet.held) < amount) throw insufficientBalance();
  await moveHeld(trx, memberId, 0, amount, 'WITHDRAW_HOLD', key);
}

/** Gives a held amount back to the available balance (a rejected withdrawal). */
export function releaseHold(trx: Trx, memberId: number, amount: number, key: string) {
  return moveHeld(trx, memberId, 0, -amount, 'WITHDRAW_RELEASE', key);
}

/** Pays a held amount out: it leaves the balance and the hold at once (a paid withdrawal). */
export function payHold(trx: Trx, memberId: number, amount: number, key: string) {
  return moveHeld(trx, memberId, -amount, -amount, 'WITHDRAW_PAID', key);
}
