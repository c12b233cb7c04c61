import type { Transaction } from 'kysely';
import type { Database } from '../../core/db/database';
import { moveMoney } from './ledger';
import { findRound, refundStake, settleRound } from './rounds';
import { findTxn, type TxnContent } from './txn-store';
import { conflict } from './wallet-errors';
import type { CancelRequest, CreditRequest, WalletCaller } from './wallet-types';
import { openZeroBet } from './zero-bet';

// The wallet service's booking steps other than the bet (which is the database's
// `wallet_debit`): each says what a retry must repeat and how it books on the locked wallet.

type Trx = Transaction<Database>;

/** What a booking step decided: the money moved (if any) and the balance after it. */
export interface Booked {
  amount: number;
  balanceAfter: number;
  ledgerEntryId: number | null;
}

/** The wallet a booking moves: main (single-wallet merchants) or the member's at this vendor. */
export interface Purse {
  wallet: string;
  balance: number;
  held: number;
}

/** One vendor transaction: its id, the content a retry must repeat, and how to book it. */
export interface Step {
  txnId: string;
  content: TxnContent;
  /**
   * Books on `purse`: the wallet's code (main or this vendor's), its balance, and `held`, the
   * part promised to withdrawals which a bet may not spend (0 on a vendor wallet).
   */
  apply: (trx: Trx, purse: Purse, at: Date) => Promise<Booked>;
}

/**
 * Settles an open round with a bet in it; 0 settles a lost round and moves no money. With
 * `endsRound` false the win is paid and the round stays open for more.
 */
export function creditStep(
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
export function cancelStep(
  caller: WalletCaller,
  { txnId, roundId, refTxnId }: CancelRequest,
): Step {
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
export function freeWinStep(caller: WalletCaller, { txnId, roundId, amount }: CreditRequest): Step {
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
export function zeroBetStep(
  caller: WalletCaller,
  request: { txnId: string; roundId: string },
): Step {
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
