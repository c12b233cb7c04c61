import {
  PATHS,
  WALLET_PATHS,
  type ConsolidatedFunds,
  type MerchantWallet,
  type UplineTransferRequest,
  type UplineTransferResult,
  type WalletBalance,
  type WalletRecallRequest,
  type WalletTransferRequest,
  type WalletTransferResult,
} from '@tessera/contract';
import type { Call } from './transport';

/**
 * Wallet calls (spec §7 "Wallet", §2 transferFund and transferUpline). Money is integer minor
 * units. A transfer carries the caller's `requestId`: send the same one again to retry safely.
 */
export function walletCalls(call: Call) {
  return {
    /** The main wallet's available balance (the header chip). */
    balance: () => call<WalletBalance>(PATHS.balance, { token: true }),
    /** Single-wallet or not, and every wallet of the player (main first). */
    merchantWallet: () => call<MerchantWallet>(WALLET_PATHS.merchantWallet, { token: true }),
    /** Every wallet at once, what is held for withdrawals, and the agent centre's flags. */
    consolidated: () => call<ConsolidatedFunds>(WALLET_PATHS.consolidated, { token: true }),
    /** Moves money between the main wallet and vendor wallets (one, allIn, allOut). */
    transfer: (req: WalletTransferRequest) =>
      call<WalletTransferResult>(WALLET_PATHS.walletTransfer, {
        method: 'post',
        json: req,
        token: true,
      }),
    /**
     * Brings every game wallet's money back to the main wallet (any member, any merchant). Sent with
     * `keepalive`, so a game page that is being closed or left can still send it; `requestId`
     * makes a retry book once.
     */
    recall: (requestId: string) =>
      call<WalletTransferResult>(WALLET_PATHS.recall, {
        method: 'post',
        json: { requestId } satisfies WalletRecallRequest,
        token: true,
        keepalive: true,
      }),
    /** Sends an amount of the main wallet to the player's upline (withdrawal password). */
    transferUpline: (req: UplineTransferRequest) =>
      call<UplineTransferResult>(WALLET_PATHS.transferUpline, {
        method: 'post',
        json: req,
        token: true,
      }),
  };
}
