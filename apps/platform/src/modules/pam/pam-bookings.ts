import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../core/db/database';
import { isUniqueViolation } from '../wallet';
import { pamRefusalOf, type PamOutcome } from './pam-outcomes';
import { PamRefusal } from './pam-reply';
import type { PamCaller } from './pam-sessions';
import { pamTxnRow, sameTxn, type PamTxnRecord, type StoredPamTxn } from './pam-txn-store';

// The PAM transactions that move money, each one call of its database function (`pam_withdraw`,
// `pam_deposit`, `pam_cancel`: their sources in `sql/` hold the rules), and what their outcomes
// are in the document's codes (`pamRefusalOf`).

/** What a PAM booking function answers. */
interface PamBookingRow {
  outcome: PamOutcome;
  /** The round's status (round-closed) or a bet's protection refusal as JSON (refused). */
  detail: string | null;
  /** The spendable balance of the booking's wallet after the call, minor units. */
  balance: string | number;
  /** The stored transaction of a replayed provider id. */
  stored: StoredPamTxn | null;
}

/**
 * The session a call took from the cache has changed (ended, locked, gone): nothing was
 * booked, and the call is to be decided again on a fresh read of its session.
 */
export class StaleSession extends Error {
  constructor() {
    super('The cached game session has changed');
  }
}

/** The balance a refusal leaves, so the reply need not read it again. */
export class PamBookingRefusal extends PamRefusal {
  constructor(
    refusal: PamRefusal,
    readonly balanceMinor: number,
  ) {
    super(refusal.code, refusal.message);
  }
}

/**
 * Runs a PAM booking function and answers the balance after it, or throws its refusal. A call
 * that lost a race for a transaction id to another player runs once more (it then finds the
 * winner's row: a duplicate).
 */
export async function runPamBooking(
  db: Db,
  record: Omit<PamTxnRecord, 'at' | 'sessionHash'>,
  call: RawBuilder<PamBookingRow>,
): Promise<number> {
  let row: PamBookingRow | undefined;
  try {
    [row] = (await call.execute(db)).rows;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    [row] = (await call.execute(db)).rows;
  }
  if (!row) throw new Error('A PAM booking answered no row');
  if (row.outcome === 'stale') throw new StaleSession();
  const balance = Number(row.balance);
  if (row.outcome === 'booked') return balance;
  if (row.outcome === 'replay' && row.stored && sameTxn(row.stored, record)) return balance;
  // A replay of another transaction is a duplicate.
  const outcome = row.outcome === 'replay' ? 'duplicate' : row.outcome;
  throw new PamBookingRefusal(pamRefusalOf(outcome, row.detail), balance);
}

/** The `pam_txn` row a booking records, as the JSON its function takes. */
export const pamTxnJson = (record: PamTxnRecord) => JSON.stringify(pamTxnRow(record));

/**
 * The three booking calls; `caller.nodeId` is the transaction's game. `check` is the session's
 * token hash when the caller came from the cache (the booking checks it), else null.
 */
export const pamCalls = {
  withdraw: (txn: string, check: string | null, caller: PamCaller, roundId: string, at: Date) =>
    sql<PamBookingRow>`select * from pam_withdraw(${txn}::jsonb, ${check}, ${caller.merchantCode},
      ${caller.nodeId}, ${caller.wallet}, ${roundId}, ${at})`,
  deposit: (
    txn: string,
    check: string | null,
    caller: PamCaller,
    round: { roundId: string | null; ends: boolean; free: boolean },
    at: Date,
  ) =>
    sql<PamBookingRow>`select * from pam_deposit(${txn}::jsonb, ${check}, ${caller.merchantCode},
      ${caller.nodeId}, ${caller.wallet}, ${round.roundId}, ${round.ends}, ${round.free}, ${at})`,
  cancel: (txn: string, check: string | null, caller: PamCaller, targetType: string, at: Date) =>
    sql<PamBookingRow>`select * from pam_cancel(${txn}::jsonb, ${check}, ${caller.wallet},
      ${targetType}, ${at})`,
};
