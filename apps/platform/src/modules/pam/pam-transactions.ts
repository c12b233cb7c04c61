import type { PamAddTransactionResponse, PamBalance, PamTransaction } from '@tessera/contract';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { sha256 } from '../../core/security/tokens';
import {
  isUniqueViolation,
  lockWallet,
  WalletConflict,
  walletService,
  type DebitRow,
} from '../wallet';
import { fromMinor, toMinor } from './pam-amounts';
import { vendorGame } from './pam-catalogue';
import { invalidRequest, PamRefusal } from './pam-reply';
import type { PamCaller } from './pam-sessions';
import {
  cancelTargets,
  findPamTxn,
  insertPamTxn,
  sameTxn,
  walletRoundId,
  walletTxnId,
  type PamTxnRecord,
} from './pam-txn-store';

type Trx = Transaction<Database>;

/** A transaction checked and resolved: who, which game and round, and its cash in minor units. */
interface Resolved extends Omit<PamTxnRecord, 'txnId' | 'at'> {
  caller: PamCaller;
  txnId: string;
}

/**
 * The platform's id of a transaction as the document's TransactionId (at most 40 characters):
 * a digest of the wallet transaction's id, the same for every replay.
 */
const platformTxnId = (walletTxnId: string) => sha256(walletTxnId).slice(0, 32);

const WITHDRAWS = new Set(['WITHDRAW', 'PROMOWITHDRAW']);
const CANCELS: Record<string, string> = { CANCEL: 'WITHDRAW', PROMOCANCEL: 'PROMOWITHDRAW' };

/** A wallet conflict in the document's codes. */
function refusalOfConflict(error: WalletConflict): PamRefusal {
  switch (error.reason) {
    case 'duplicate':
      return new PamRefusal('PAM_ERR_DUPLICATE_TRANS', error.message);
    case 'cancelled':
      return new PamRefusal('PAM_ERR_TRANS_ALREADY_CANCELLED', error.message);
    case 'settled':
      return new PamRefusal('PAM_ERR_TRANS_ALREADY_SETTLED', error.message);
    case 'no-bet':
      return new PamRefusal('PAM_ERR_TRANS_NOT_FOUND', error.message);
    default:
      return new PamRefusal('PAM_ERR_UNDEFINED', error.message);
  }
}

/** A bet's outcome from `wallet_debit`, refused in the document's codes. */
function refusalOfDebit(row: DebitRow): PamRefusal | null {
  switch (row.outcome) {
    case 'insufficient':
      return new PamRefusal('PAM_ERR_CASH_OVERDRAFT', 'The stake is above the cash balance');
    case 'refused':
      return new PamRefusal('PAM_ERR_BET_NOT_ALLOWED', 'The player may not bet now');
    case 'cancelled':
      return new PamRefusal('PAM_ERR_TRANS_ALREADY_CANCELLED', 'A cancel of it came first');
    case 'round-closed':
      return row.ref_txn_id === 'cancelled'
        ? new PamRefusal('PAM_ERR_TRANS_ALREADY_CANCELLED', 'The round is cancelled')
        : new PamRefusal('PAM_ERR_TRANS_ALREADY_SETTLED', 'The round is settled');
    case 'round-of-another':
      return new PamRefusal('PAM_ERR_UNDEFINED', 'The round belongs to another player');
    case 'session-ended':
      return new PamRefusal('PAM_ERR_SESSION_EXPIRED', 'The player session has ended');
    default:
      return null;
  }
}

/**
 * POST /players/{playerId}/transactions: the six transaction types with the document's rules,
 * booked through the wallet module (its locks, rounds, ledger and idempotency), with the
 * transaction recorded beside the wallet's in the same database transaction.
 */
export function pamTransactions(db: Db, now: () => Date) {
  const wallet = walletService(db, now);

  async function balanceOf(caller: PamCaller): Promise<PamBalance> {
    const { balance } = await wallet.balance(caller);
    return { cashAmount: fromMinor(balance, caller.exponent), bonusAmount: 0, promoAmount: 0 };
  }

  /** Runs a booking transaction, once more if it lost a race for a txnId to another player. */
  async function booking<T>(run: (trx: Trx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(run);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return db.transaction().execute(run);
    }
  }

  /** A retried id: OK when it repeats the stored transaction, else PAM_ERR_DUPLICATE_TRANS. */
  async function replayed(trx: Db | Trx, tx: Resolved): Promise<boolean> {
    const stored = await findPamTxn(trx, tx.vendor, tx.body.providerTransactionId);
    if (!stored) return false;
    if (!sameTxn(stored, tx))
      throw new PamRefusal('PAM_ERR_DUPLICATE_TRANS', 'The transaction id was used for another');
    return true;
  }

  const record = (trx: Trx, tx: Resolved) => insertPamTxn(trx, { ...tx, at: now() });

  async function withdraw(tx: Resolved): Promise<void> {
    const { caller, body } = tx;
    if (body.bonusAmount > 0)
      throw new PamRefusal('PAM_ERR_BONUS_OVERDRAFT', 'The bonus balance is 0');
    if (body.promoAmount > 0)
      throw new PamRefusal('PAM_ERR_PROMO_OVERDRAFT', 'The promo balance is 0');
    if (caller.locked) throw new PamRefusal('PAM_ERR_BET_NOT_ALLOWED', 'The account is locked');
    if (!caller.live)
      throw new PamRefusal('PAM_ERR_SESSION_EXPIRED', 'The player session has ended', 401);
    const roundId = walletRoundId(tx.vendor, tx.roundId ?? body.providerTransactionId);
    if (tx.cashMinor === 0) return zeroWithdraw(tx, roundId);
    const request = { txnId: tx.txnId, roundId, amount: tx.cashMinor };
    const row = await booking(async (trx) => {
      const outcome = await wallet.within.debit(trx, caller, request);
      if (outcome.outcome === 'booked') await record(trx, tx);
      return outcome;
    });
    if (row.outcome === 'replay' && !(await replayed(db, tx)))
      throw new PamRefusal('PAM_ERR_DUPLICATE_TRANS', 'The transaction id was used for another');
    const refusal = refusalOfDebit(row);
    if (refusal) throw refusal;
  }

  /**
   * A withdraw of no cash (the document sets no minimum: a free round, a promotion's round
   * bought in with nothing): OK with the balance, recorded like any withdraw, and its round
   * opened with nothing staked, so that its deposit settles it and a cancel closes it. No money
   * moves, so there is no ledger entry (`openZeroBet`).
   */
  async function zeroWithdraw(tx: Resolved, roundId: string): Promise<void> {
    await booking(async (trx) => {
      // The wallet first, as every booking locks it: a racing retry of this id waits here.
      await lockWallet(trx, tx.caller.memberId);
      if (await replayed(trx, tx)) return;
      try {
        await wallet.within.zeroBet(trx, tx.caller, { txnId: tx.txnId, roundId });
      } catch (error) {
        if (error instanceof WalletConflict) throw refusalOfConflict(error);
        // The step's one other refusal: the player's protection refuses bets now.
        if (error instanceof ApiError)
          throw new PamRefusal('PAM_ERR_BET_NOT_ALLOWED', 'The player may not bet now');
        throw error;
      }
      await record(trx, tx);
    });
  }

  /** DEPOSIT (and a PROMODEPOSIT into a round with a bet): settles the round's bet. */
  async function deposit(trx: Trx, tx: Resolved, roundKey: string | null): Promise<void> {
    const { caller, body } = tx;
    const free = body.transactionType === 'PROMODEPOSIT';
    if (!roundKey) throw new PamRefusal('PAM_ERR_TRANS_NOT_FOUND', 'No round named');
    const roundId = walletRoundId(tx.vendor, roundKey);
    const round = await trx
      .selectFrom('game_round')
      .select(['member_id', 'status', 'stake'])
      .where('round_ref', '=', roundId)
      .executeTakeFirst();
    const request = { txnId: tx.txnId, roundId, amount: tx.cashMinor };
    if (!round && free) {
      await wallet.within.freeWin(trx, caller, request);
    } else {
      if (!round || Number(round.member_id) !== caller.memberId)
        throw new PamRefusal('PAM_ERR_TRANS_NOT_FOUND', 'No bet of this player in the round');
      if (round.status === 'cancelled')
        throw new PamRefusal('PAM_ERR_TRANS_ALREADY_CANCELLED', 'The round was cancelled');
      if (round.status === 'settled')
        throw new PamRefusal('PAM_ERR_TRANS_ALREADY_SETTLED', 'The round is settled');
      await wallet.within.credit(trx, caller, request, body.isGameOver !== false);
    }
    await record(trx, tx);
  }

  /** CANCEL / PROMOCANCEL: refunds the withdraw its `providerBetRef` names, once. */
  async function cancel(trx: Trx, tx: Resolved): Promise<void> {
    const { caller, body } = tx;
    const ref = body.providerBetRef;
    const found = ref ? await cancelTargets(trx, tx.vendor, caller.memberId, ref) : [];
    if (found.length === 0)
      throw new PamRefusal('PAM_ERR_CANCEL_NOT_FOUND', 'No transaction with that providerBetRef');
    const target = found.find((txn) => txn.txn_type === CANCELS[body.transactionType]);
    if (!target) throw new PamRefusal('PAM_ERR_CANCEL_NON_WITHDRAW', 'Not a withdraw to cancel');
    // Any cancel of the withdraw counts, a zero-cash one's (which refunded nothing) too.
    const refunded = await trx
      .selectFrom('wallet_txn')
      .select('txn_id')
      .where('kind', '=', 'CANCEL')
      .where('ref_txn_id', '=', target.txn_id)
      .executeTakeFirst();
    if (refunded)
      throw new PamRefusal('PAM_ERR_TRANS_ALREADY_CANCELLED', 'The withdraw was cancelled');
    const request = { txnId: tx.txnId, roundId: target.round_ref, refTxnId: target.txn_id };
    await wallet.within.cancel(trx, caller, request);
    await record(trx, tx);
  }

  /** Checks what every type shares and resolves the game and round. */
  async function resolve(caller: PamCaller, vendor: string, body: PamTransaction) {
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
    };
    return resolved;
  }

  async function book(caller: PamCaller, vendor: string, body: PamTransaction) {
    const tx = await resolve(caller, vendor, body);
    if (WITHDRAWS.has(body.transactionType)) {
      if (!(await replayed(db, tx))) await withdraw(tx);
      return tx;
    }
    // Bonus and promo balances are 0 until the promotions work keeps them: a withdraw of such
    // money is an overdraft (above); money paid into them has nowhere to go yet.
    if (body.bonusAmount > 0 || body.promoAmount > 0)
      throw new PamRefusal('PAM_ERR_UNDEFINED', 'Bonus and promo balances are not kept yet');
    await booking(async (trx) => {
      // The member's wallet is locked first: every check below holds until the booking commits.
      await lockWallet(trx, caller.memberId);
      if (await replayed(trx, tx)) return;
      try {
        if (body.transactionType in CANCELS) await cancel(trx, tx);
        else {
          const free = body.transactionType === 'PROMODEPOSIT';
          await deposit(trx, tx, tx.roundId ?? (free ? body.providerTransactionId : null));
        }
      } catch (error) {
        throw error instanceof WalletConflict ? refusalOfConflict(error) : error;
      }
    });
    return tx;
  }

  return {
    balanceOf,
    /** The document's reply: OK with the balance, or the refusal with the balance. */
    async add(
      caller: PamCaller,
      vendor: string,
      body: PamTransaction,
    ): Promise<PamAddTransactionResponse> {
      try {
        const tx = await book(caller, vendor, body);
        return {
          status: 'OK',
          transactionResult: {
            transactionId: platformTxnId(tx.txnId),
            balance: await balanceOf(caller),
          },
        };
      } catch (error) {
        if (!(error instanceof PamRefusal) || error.httpStatus !== 200) throw error;
        return {
          status: 'ERROR',
          error: { code: error.code, message: error.message },
          transactionResult: { balance: await balanceOf(caller) },
        };
      }
    },
  };
}
