import type { PamAddTransactionResponse, PamBalance, PamTransaction } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { sha256 } from '../../core/security/tokens';
import { walletService } from '../wallet';
import { fromMinor, toMinor } from './pam-amounts';
import {
  PamBookingRefusal,
  pamCalls,
  pamTxnJson,
  runPamBooking,
  StaleSession,
} from './pam-bookings';
import { vendorGame } from './pam-catalogue';
import { invalidRequest, PamRefusal } from './pam-reply';
import type { PamCaller } from './pam-sessions';
import { replayedPamTxn, walletRoundId, walletTxnId, type PamTxnRecord } from './pam-txn-store';
import { zeroWithdraw } from './pam-zero-withdraw';

/** A transaction checked and resolved: who, which game and round, and its cash in minor units. */
interface Resolved extends PamTxnRecord {
  caller: PamCaller;
  /** The session's token hash for the booking to check (a cached caller), else null. */
  check: string | null;
}

/**
 * The platform's id of a transaction as the document's TransactionId (at most 40 characters):
 * a digest of the wallet transaction's id, the same for every replay.
 */
const platformTxnId = (walletTxnId: string) => sha256(walletTxnId).slice(0, 32);

const WITHDRAWS = new Set(['WITHDRAW', 'PROMOWITHDRAW']);
const CANCELS: Record<string, string> = { CANCEL: 'WITHDRAW', PROMOCANCEL: 'PROMOWITHDRAW' };

/** Why a withdraw may not be booked whatever the wallet holds, or null. */
function withdrawRefusal({ caller, body }: Resolved): PamRefusal | null {
  if (body.bonusAmount > 0)
    return new PamRefusal('PAM_ERR_BONUS_OVERDRAFT', 'The bonus balance is 0');
  if (body.promoAmount > 0)
    return new PamRefusal('PAM_ERR_PROMO_OVERDRAFT', 'The promo balance is 0');
  if (caller.locked) return new PamRefusal('PAM_ERR_BET_NOT_ALLOWED', 'The account is locked');
  if (!caller.live)
    return new PamRefusal('PAM_ERR_SESSION_EXPIRED', 'The player session has ended', 401);
  return null;
}

/**
 * POST /players/{playerId}/transactions: the six transaction types with the document's rules.
 * Each booking is one call of its database function (pam-bookings.ts), which books through the
 * wallet's functions (their locks, rounds, ledger and idempotency) and records the transaction
 * beside the wallet's in the same database transaction, and answers the balance after it.
 */
export function pamTransactions(db: Db, now: () => Date) {
  const wallet = walletService(db, now);

  async function balanceOf(caller: PamCaller): Promise<PamBalance> {
    const { balance } = await wallet.balance(caller);
    return balanceIn(caller, balance);
  }

  const balanceIn = (caller: PamCaller, minor: number): PamBalance => ({
    cashAmount: fromMinor(minor, caller.exponent),
    bonusAmount: 0,
    promoAmount: 0,
  });

  /** WITHDRAW / PROMOWITHDRAW: stakes the cash in the round; the balance after, or null. */
  async function withdraw(tx: Resolved): Promise<number | null> {
    const roundId = walletRoundId(tx.vendor, tx.roundId ?? tx.body.providerTransactionId);
    const refusal = withdrawRefusal(tx);
    if (!refusal && tx.cashMinor > 0) {
      const call = pamCalls.withdraw(pamTxnJson(tx), tx.check, tx.caller, roundId, tx.at);
      return runPamBooking(db, tx, call);
    }
    // Booked statement by statement, which checks no cached session: decided on a fresh read.
    if (tx.check) throw new StaleSession();
    // A retried id answers as it did the first time, whatever changed since.
    if (await replayedPamTxn(db, tx)) return null;
    if (refusal) throw refusal;
    await zeroWithdraw(db, wallet, tx, roundId);
    return null;
  }

  /** DEPOSIT / PROMODEPOSIT (a win, into the round's bet or, promo, a round of its own). */
  function deposit(tx: Resolved): Promise<number> {
    const free = tx.body.transactionType === 'PROMODEPOSIT';
    const roundKey = tx.roundId ?? (free ? tx.body.providerTransactionId : null);
    const round = {
      roundId: roundKey === null ? null : walletRoundId(tx.vendor, roundKey),
      ends: tx.body.isGameOver !== false,
      free,
    };
    return runPamBooking(
      db,
      tx,
      pamCalls.deposit(pamTxnJson(tx), tx.check, tx.caller, round, tx.at),
    );
  }

  /** CANCEL / PROMOCANCEL: refunds the withdraw its `providerBetRef` names, once. */
  function cancel(tx: Resolved): Promise<number> {
    const target = CANCELS[tx.body.transactionType] ?? 'WITHDRAW';
    return runPamBooking(
      db,
      tx,
      pamCalls.cancel(pamTxnJson(tx), tx.check, tx.caller, target, tx.at),
    );
  }

  /** Checks what every type shares and resolves the game and round. */
  async function resolve(caller: PamCaller, vendor: string, body: PamTransaction, cached: boolean) {
    if (body.currency !== caller.currency)
      throw new PamRefusal('PAM_ERR_TRANS_CURRENCY', `The session plays in ${caller.currency}`);
    const amounts = [body.cashAmount, body.bonusAmount, body.promoAmount];
    const minor = amounts.map((amount) => toMinor(amount, caller.exponent));
    if (minor.some((amount) => amount === null))
      throw invalidRequest(`Amounts must convert exactly to ${caller.currency} minor units`);
    if (amounts.some((amount) => amount < 0))
      throw new PamRefusal('PAM_ERR_NEGATIVE_STAKE', 'Amounts must not be negative');
    const game =
      body.providerGameId && body.providerGameId !== caller.gameCode
        ? await vendorGame(db, vendor, body.providerGameId)
        : { nodeId: caller.nodeId, gameCode: caller.gameCode };
    const resolved: Resolved = {
      caller: { ...caller, nodeId: game.nodeId },
      vendor,
      memberId: caller.memberId,
      gameCode: game.gameCode,
      roundId: body.providerRoundId ?? body.providerBetRef ?? null,
      cashMinor: minor[0] ?? 0,
      txnId: walletTxnId(vendor, body.providerTransactionId),
      body,
      sessionHash: caller.sessionHash,
      at: now(),
      check: cached ? caller.sessionHash : null,
    };
    return resolved;
  }

  /** Books the transaction; answers the balance after it, or null when not known. */
  async function book(tx: Resolved): Promise<number | null> {
    const { body } = tx;
    if (WITHDRAWS.has(body.transactionType)) return withdraw(tx);
    // Bonus and promo balances are 0 until the promotions work keeps them: a withdraw of such
    // money is an overdraft (above); money paid into them has nowhere to go yet.
    if (body.bonusAmount > 0 || body.promoAmount > 0)
      throw new PamRefusal('PAM_ERR_UNDEFINED', 'Bonus and promo balances are not kept yet');
    return body.transactionType in CANCELS ? cancel(tx) : deposit(tx);
  }

  return {
    balanceOf,
    /**
     * The document's reply: OK with the balance, or the refusal with the balance. A `cached`
     * caller (PamSessionCache) is booked only when the booking finds its session unchanged, and
     * refused only by the booking: anything else answers null, to be decided on a fresh read
     * (so that, say, a session gone since answers PAM_ERR_SESSION_NOT_FOUND before any rule).
     */
    async add(
      caller: PamCaller,
      vendor: string,
      body: PamTransaction,
      cached = false,
    ): Promise<PamAddTransactionResponse | null> {
      try {
        const tx = await resolve(caller, vendor, body, cached);
        const balance = await book(tx);
        return {
          status: 'OK',
          transactionResult: {
            transactionId: platformTxnId(tx.txnId),
            balance: balance === null ? await balanceOf(caller) : balanceIn(caller, balance),
          },
        };
      } catch (error) {
        const booked = error instanceof PamBookingRefusal;
        if (cached && !booked && (error instanceof PamRefusal || error instanceof StaleSession))
          return null;
        if (!(error instanceof PamRefusal) || error.httpStatus !== 200) throw error;
        const balance = booked ? balanceIn(caller, error.balanceMinor) : await balanceOf(caller);
        return {
          status: 'ERROR',
          error: { code: error.code, message: error.message },
          transactionResult: { balance },
        };
      }
    },
  };
}
