import type { WalletCancel, WalletCredit, WalletDebit } from '@tessera/contract';

/** Who a wallet call books for: the member behind a launch token and the launched game. */
export interface WalletCaller {
  memberId: number;
  merchantCode: string;
  /** The game rounds opened by this caller belong to. */
  nodeId: number;
  /**
   * The wallet its bookings move (`MAIN`, or the game vendor's on a multi-wallet merchant) when
   * the caller already knows it (a launch resolves it in the same query); looked up otherwise.
   */
  wallet?: string;
}

/** A bet: takes `amount` (minor units, > 0) from the wallet into round `roundId`. */
export type DebitRequest = WalletDebit;

/** A win (or a loss when `amount` is 0) that settles round `roundId`. */
export type CreditRequest = WalletCredit;

/** Cancels debit `refTxnId` of round `roundId`: refunds it once, unless the round settled. */
export type CancelRequest = WalletCancel;

/** What a wallet transaction answers; a replayed txnId answers exactly the first result. */
export interface TxnResult {
  txnId: string;
  roundId: string;
  kind: 'DEBIT' | 'CREDIT' | 'CANCEL';
  /** Minor units moved: the bet, the win, or the refund (0 when nothing was booked). */
  amount: number;
  /** The wallet balance right after this transaction was booked, minor units. */
  balanceAfter: number;
  /** The ledger entry this transaction booked, or null when it moved no money. */
  ledgerEntryId: number | null;
}

/** The wallet as the game page shows it. */
export interface WalletView {
  balance: number;
  currency: string;
}
