import type { Transaction } from 'kysely';
import type { Db, Database } from '../../core/db/database';
import { MAIN_WALLET } from '@tessera/contract';
import { moveMoney } from './ledger';
import { findRound, refundStake, settleRound } from './rounds';
import { bookDebit, bookDebitByLaunch, debitOutcome } from './debit';
import { findTxn, replay, type TxnContent } from './txn-store';
import { bookingWallet, lockWallets } from './vendor-wallets';
import { conflict, isUniqueViolation } from './wallet-errors';
import { openZeroBet } from './zero-bet';
import type {
  CancelRequest,
  CreditRequest,
  DebitRequest,
  TxnResult,
  WalletCaller,
  WalletView,
} from './wallet-types';

type Trx = Transaction<Database>;

/** What a booking step decided: the money moved (if any) and the balance after it. */
interface Booked {
  amount: number;
  balanceAfter: number;
  ledgerEntryId: number | null;
}

/** The wallet a booking moves: main (single-wallet merchants) or the member's at this vendor. */
interface Purse {
  wallet: string;
  balance: number;
  held: number;
}

/** One vendor transaction: its id, the content a retry must repeat, and how to book it. */
interface Step {
  txnId: string;
  content: TxnContent;
  /**
   * Books on `purse`: the wallet's code (main or this vendor's), its balance, and `held`, the
   * part promised to withdrawals which a bet may not spend (0 on a vendor wallet).
   */
  apply: (trx: Trx, purse: Purse, at: Date) => Promise<Booked>;
}

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

  /**
   * Settles an open round with a bet in it; 0 settles a lost round and moves no money. With
   * `endsRound` false the win is paid and the round stays open for more.
   */
  function creditStep(
    caller: WalletCaller,
    { txnId, roundId, amount }: CreditRequest,
    endsRound = true,
  ): Step {
    return {
      txnId,
      content: { kind: 'CREDIT', roundId, amount },
      apply: async (trx, { wallet, balance }, at) => {
        await settleRound(trx, caller, roundId, amount, at, endsRound);
        if (amount === 0) return { amount, balanceAfter: balance, ledgerEntryId: null };
        const moved = await moveMoney(trx, caller.memberId, amount, 'WIN', `wallet:${txnId}`, {
          wallet,
        });
        return { amount, balanceAfter: moved.balance, ledgerEntryId: moved.ledgerEntryId };
      },
    };
  }

  /**
   * Refunds debit `refTxnId` once. An unknown debit is recorded and refunds nothing (the
   * debit, should it arrive later, is refused); a round that settled cannot be cancelled.
   */
  function cancelStep(caller: WalletCaller, { txnId, roundId, refTxnId }: CancelRequest): Step {
    return {
      txnId,
      content: { kind: 'CANCEL', roundId, refTxnId },
      apply: async (trx, { wallet, balance }, at) => {
        const nothing = { amount: 0, balanceAfter: balance, ledgerEntryId: null };
        const debit = await findTxn(trx, refTxnId);
        if (!debit) return nothing;
        if (
          debit.kind !== 'DEBIT' ||
          Number(debit.member_id) !== caller.memberId ||
          debit.round_ref !== roundId
        )
          throw conflict('The cancelled transaction is not a bet of this round', 'not-a-bet');
        const round = await findRound(trx, roundId);
        if (round?.status === 'settled') throw conflict('The round is already settled', 'settled');
        const refunded = await trx
          .selectFrom('wallet_txn')
          .select('txn_id')
          .where('kind', '=', 'CANCEL')
          .where('ref_txn_id', '=', refTxnId)
          .where('amount', '>', 0)
          .executeTakeFirst();
        if (refunded || !round) return nothing;
        const amount = Number(debit.amount);
        // A bet of no cash refunds nothing: its round closes, with no ledger entry.
        if (amount === 0) {
          await refundStake(trx, round.id, 0, at);
          return nothing;
        }
        const moved = await moveMoney(trx, caller.memberId, amount, 'REFUND', `wallet:${txnId}`, {
          wallet,
        });
        await refundStake(trx, round.id, amount, at);
        return { amount, balanceAfter: moved.balance, ledgerEntryId: moved.ledgerEntryId };
      },
    };
  }

  /**
   * A win without a bet (a promotion's payout, PAM PROMODEPOSIT): a new round, settled at
   * once with no stake and this payout. A round id already used is refused as settled.
   */
  function freeWinStep(caller: WalletCaller, { txnId, roundId, amount }: CreditRequest): Step {
    return {
      txnId,
      content: { kind: 'CREDIT', roundId, amount },
      apply: async (trx, { wallet, balance }, at) => {
        const opened = await trx
          .insertInto('game_round')
          .values({
            round_ref: roundId,
            merchant_code: caller.merchantCode,
            member_id: caller.memberId,
            node_id: caller.nodeId,
            payout: amount,
            status: 'settled',
            opened_at: at,
            settled_at: at,
          })
          .onConflict((oc) => oc.column('round_ref').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!opened) throw conflict('The round already exists', 'settled');
        if (amount === 0) return { amount, balanceAfter: balance, ledgerEntryId: null };
        const moved = await moveMoney(trx, caller.memberId, amount, 'WIN', `wallet:${txnId}`, {
          wallet,
        });
        return { amount, balanceAfter: moved.balance, ledgerEntryId: moved.ledgerEntryId };
      },
    };
  }

  /** A bet of no cash (`openZeroBet`): the round opens, no money moves. */
  function zeroBetStep(caller: WalletCaller, request: { txnId: string; roundId: string }): Step {
    const { txnId, roundId } = request;
    return {
      txnId,
      content: { kind: 'DEBIT', roundId, amount: 0 },
      apply: async (trx, { balance }, at) => {
        await openZeroBet(trx, caller, request, at);
        return { amount: 0, balanceAfter: balance, ledgerEntryId: null };
      },
    };
  }

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
