import type { Transaction } from 'kysely';
import type { Db, Database } from '../../core/db/database';
import { MAIN_WALLET } from '@tessera/contract';
import { bookDebit, bookDebitByLaunch, debitOutcome } from './debit';
import { findTxn, replay } from './txn-store';
import { bookingWallet, lockWallets } from './vendor-wallets';
import { isUniqueViolation } from './wallet-errors';
import {
  cancelStep,
  creditStep,
  freeWinStep,
  zeroBetStep,
  type Purse,
  type Step,
} from './wallet-steps';
import type {
  CancelRequest,
  CreditRequest,
  DebitRequest,
  TxnResult,
  WalletCaller,
  WalletView,
} from './wallet-types';

type Trx = Transaction<Database>;

/** Locks the wallet a caller's bookings move and reads it (see `lockWallets` for the order). */
async function lockPurse(trx: Trx, caller: WalletCaller): Promise<Purse> {
  const wallet = caller.wallet ?? (await bookingWallet(trx, caller.merchantCode, caller.nodeId));
  const locked = await lockWallets(trx, caller.memberId, wallet === MAIN_WALLET ? [] : [wallet]);
  if (wallet === MAIN_WALLET) return { wallet, ...locked.main };
  return { wallet, balance: locked.vendors.get(wallet) ?? 0, held: 0 };
}

/** Runs a booking once more when it lost a race for a txnId (the retry finds the winner's row). */
async function retryOnTxnRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return run();
  }
}

/**
 * The seamless wallet (vendor → platform): debit, credit and cancel, each idempotent on its
 * txnId. Every booking locks the member's main wallet row (and, on a multi-wallet merchant, their
 * wallet at the game's vendor, which it books on), so one member's calls run one at a time;
 * the txnId's primary key settles races between members, the loser retrying once.
 */
export function walletService(db: Db, now: () => Date) {
  /** Books the steps inside `trx`; a step whose txnId exists answers its first result. */
  async function bookIn(trx: Trx, caller: WalletCaller, steps: Step[]): Promise<TxnResult[]> {
    const purse = await lockPurse(trx, caller);
    let balance = purse.balance;
    // The vendor is told the spendable balance: held money is not there to bet with.
    const spendable = (ledgerBalance: number) => ledgerBalance - purse.held;
    const at = now();
    const results: TxnResult[] = [];
    for (const { txnId, content, apply } of steps) {
      const stored = await findTxn(trx, txnId);
      if (stored) {
        results.push(replay(stored, caller, content));
        continue;
      }
      const booked = await apply(trx, { ...purse, balance }, at);
      await trx
        .insertInto('wallet_txn')
        .values({
          txn_id: txnId,
          kind: content.kind,
          member_id: caller.memberId,
          round_ref: content.roundId,
          ref_txn_id: content.refTxnId ?? null,
          amount: booked.amount,
          balance_after: spendable(booked.balanceAfter),
          ledger_entry_id: booked.ledgerEntryId,
          created_at: at,
        })
        .execute();
      balance = booked.balanceAfter;
      results.push({
        txnId,
        roundId: content.roundId,
        kind: content.kind,
        ...booked,
        balanceAfter: spendable(booked.balanceAfter),
      });
    }
    return results;
  }

  /** Books the steps in one transaction of their own. */
  const book = (caller: WalletCaller, steps: Step[]) =>
    retryOnTxnRace(() => db.transaction().execute((trx) => bookIn(trx, caller, steps)));

  const one = async (caller: WalletCaller, step: Step) => {
    const [result] = await book(caller, [step]);
    if (!result) throw new Error('A booking returned no result');
    return result;
  };

  /** One step booked inside a transaction the caller owns (which writes its own rows too). */
  const oneIn = async (trx: Trx, caller: WalletCaller, step: Step) => {
    const [result] = await bookIn(trx, caller, [step]);
    if (!result) throw new Error('A booking returned no result');
    return result;
  };

  return {
    /**
     * What the caller may bet, as the vendor is told: the main wallet's spendable balance (held
     * money excluded) or, on a multi-wallet merchant, the member's wallet at this vendor.
     */
    async balance(caller: WalletCaller): Promise<WalletView> {
      const main = await db
        .selectFrom('wallet')
        .select(['balance', 'held', 'currency'])
        .where('member_id', '=', caller.memberId)
        .executeTakeFirstOrThrow();
      const currency = main.currency.trim();
      const wallet = caller.wallet ?? (await bookingWallet(db, caller.merchantCode, caller.nodeId));
      if (wallet === MAIN_WALLET)
        return { balance: Number(main.balance) - Number(main.held), currency };
      const row = await db
        .selectFrom('vendor_wallet')
        .select('balance')
        .where('member_id', '=', caller.memberId)
        .where('vendor', '=', wallet)
        .executeTakeFirst();
      return { balance: Number(row?.balance ?? 0), currency };
    },
    debit: (caller: WalletCaller, request: DebitRequest) =>
      retryOnTxnRace(() => bookDebit(db, caller, request, now())),
    /** A vendor's bet named by its launch token: 401 SESSION_ENDED when the launch is not live. */
    debitByLaunch: (launchToken: string, request: DebitRequest) =>
      retryOnTxnRace(() => bookDebitByLaunch(db, launchToken, request, now())),
    credit: (caller: WalletCaller, request: CreditRequest) =>
      one(caller, creditStep(caller, request)),
    cancel: (caller: WalletCaller, request: CancelRequest) =>
      one(caller, cancelStep(caller, request)),
    /**
     * The same bookings inside the caller's transaction `trx`, for a caller that records its
     * own rows with them atomically (the PAM API). The caller retries its transaction when it
     * loses a txnId race (`isUniqueViolation`).
     */
    within: {
      debit: (trx: Trx, caller: WalletCaller, request: DebitRequest) =>
        debitOutcome(trx, caller, request, now()),
      credit: (trx: Trx, caller: WalletCaller, request: CreditRequest, endsRound = true) =>
        oneIn(trx, caller, creditStep(caller, request, endsRound)),
      freeWin: (trx: Trx, caller: WalletCaller, request: CreditRequest) =>
        oneIn(trx, caller, freeWinStep(caller, request)),
      zeroBet: (trx: Trx, caller: WalletCaller, request: { txnId: string; roundId: string }) =>
        oneIn(trx, caller, zeroBetStep(caller, request)),
      cancel: (trx: Trx, caller: WalletCaller, request: CancelRequest) =>
        oneIn(trx, caller, cancelStep(caller, request)),
    },
    /**
     * A bet and its settlement in one database transaction (instant rounds, the demo seed):
     * the same two vendor transactions as debit then credit, with the same idempotency.
     */
    playRound: (caller: WalletCaller, bet: DebitRequest, win: CreditRequest) =>
      retryOnTxnRace(() =>
        db.transaction().execute(async (trx) => {
          const debit = await bookDebit(trx, caller, bet, now());
          const [credit] = await bookIn(trx, caller, [creditStep(caller, win)]);
          if (!credit) throw new Error('A booking returned no result');
          return [debit, credit];
        }),
      ),
  };
}

/** The wallet service's calls. */
export type WalletService = ReturnType<typeof walletService>;
