import type { Transaction } from 'kysely';
import type { Db, Database } from '../../core/db/database';
import { MAIN_WALLET } from '@tessera/contract';
import { bookDebit, bookDebitByLaunch } from './debit';
import { bookCancel, bookCredit } from './settlements';
import { bookingWallet } from './vendor-wallets';
import { isUniqueViolation } from './wallet-errors';
import { bookZeroBet } from './zero-bet';
import type {
  CancelRequest,
  CreditRequest,
  DebitRequest,
  WalletCaller,
  WalletView,
} from './wallet-types';

type Trx = Transaction<Database>;

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
      retryOnTxnRace(() => bookCredit(db, caller, request, now())),
    cancel: (caller: WalletCaller, request: CancelRequest) =>
      retryOnTxnRace(() => bookCancel(db, caller, request, now())),
    /**
     * A bet of no cash inside the caller's transaction `trx`, for a caller that records its own
     * rows with it atomically (the PAM API), and retries its transaction when it loses a txnId
     * race (`isUniqueViolation`).
     */
    within: {
      zeroBet: (trx: Trx, caller: WalletCaller, request: { txnId: string; roundId: string }) =>
        bookZeroBet(trx, caller, request, now()),
    },
    /**
     * A bet and its settlement in one database transaction (instant rounds, the demo seed):
     * the same two vendor transactions as debit then credit, with the same idempotency.
     */
    playRound: (caller: WalletCaller, bet: DebitRequest, win: CreditRequest) =>
      retryOnTxnRace(() =>
        db.transaction().execute(async (trx) => {
          const debit = await bookDebit(trx, caller, bet, now());
          return [debit, await bookCredit(trx, caller, win, now())];
        }),
      ),
  };
}

/** The wallet service's calls. */
export type WalletService = ReturnType<typeof walletService>;
