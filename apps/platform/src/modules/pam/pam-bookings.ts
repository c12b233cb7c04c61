import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../core/db/database';
import { isUniqueViolation } from '../wallet';
import { PamRefusal } from './pam-reply';
import type { PamCaller } from './pam-sessions';
import { pamTxnRow, sameTxn, type PamTxnRecord, type StoredPamTxn } from './pam-txn-store';

// The PAM transactions that move money, each one call of its database function (`pam_withdraw`,
// `pam_deposit`, `pam_cancel`: migration 0080 holds their rules and says why), and what their
// outcomes are in the document's codes.

/** What a PAM booking function answers. */
interface PamBookingRow {
  outcome: string;
  /** The round's status (round-closed) or a bet's protection refusal as JSON (refused). */
  detail: string | null;
  /** The spendable balance of the booking's wallet after the call, minor units. */
  balance: string | number;
  /** The stored transaction of a replayed provider id. */
  stored: StoredPamTxn | null;
}

/** The document's refusal of each outcome that is not a booking or a replay. */
function refusalOf({ outcome, detail }: PamBookingRow): PamRefusal {
  switch (outcome) {
    case 'duplicate':
      return new PamRefusal('PAM_ERR_DUPLICATE_TRANS', 'The transaction id was used for another');
    case 'insufficient':
      return new PamRefusal('PAM_ERR_CASH_OVERDRAFT', 'The stake is above the cash balance');
    case 'refused':
      return new PamRefusal('PAM_ERR_BET_NOT_ALLOWED', 'The player may not bet now');
    case 'cancelled':
      return new PamRefusal('PAM_ERR_TRANS_ALREADY_CANCELLED', 'A cancel of it came first');
    case 'round-closed':
      return detail === 'cancelled'
        ? new PamRefusal('PAM_ERR_TRANS_ALREADY_CANCELLED', 'The round or bet is cancelled')
        : new PamRefusal('PAM_ERR_TRANS_ALREADY_SETTLED', 'The round is settled');
    case 'session-ended':
      return new PamRefusal('PAM_ERR_SESSION_EXPIRED', 'The player session has ended');
    case 'no-round':
      return new PamRefusal('PAM_ERR_TRANS_NOT_FOUND', 'No round named');
    case 'not-found':
    case 'unknown-round':
    case 'no-bet':
      return new PamRefusal('PAM_ERR_TRANS_NOT_FOUND', 'No bet of this player in the round');
    case 'cancel-not-found':
      return new PamRefusal('PAM_ERR_CANCEL_NOT_FOUND', 'No transaction with that providerBetRef');
    case 'non-withdraw':
      return new PamRefusal('PAM_ERR_CANCEL_NON_WITHDRAW', 'Not a withdraw to cancel');
    default:
      // round-of-another, not-a-bet: nothing the document names.
      return new PamRefusal('PAM_ERR_UNDEFINED', `The transaction is not possible (${outcome})`);
  }
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
  throw new PamBookingRefusal(refusalOf({ ...row, outcome }), balance);
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
