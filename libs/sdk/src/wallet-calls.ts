import {
  WALLET_ROUTES,
  type UplineTransferRequest,
  type WalletTransferRequest,
} from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/**
 * Wallet calls (spec §7 "Wallet", §2 transferFund and transferUpline). Money is integer minor
 * units. A transfer carries the caller's `requestId`: send the same one again to retry safely.
 */
export function walletCalls(call: Call) {
  return {
    /** The main wallet's available balance (the header chip). */
    balance: () => callRoute(call, WALLET_ROUTES.balance),
    /** Single-wallet or not, and every wallet of the player (main first). */
    merchantWallet: () => callRoute(call, WALLET_ROUTES.merchantWallet),
    /** Every wallet at once, what is held for withdrawals, and the agent centre's flags. */
    consolidated: () => callRoute(call, WALLET_ROUTES.consolidated),
    /** Moves money between the main wallet and vendor wallets (one, allIn, allOut). */
    transfer: (req: WalletTransferRequest) =>
      callRoute(call, WALLET_ROUTES.transfer, { body: req }),
    /**
     * Brings every game wallet's money back to the main wallet (any member, any merchant). Sent with
     * `keepalive`, so a game page that is being closed or left can still send it; `requestId`
     * makes a retry book once.
     */
    recall: (requestId: string) =>
      callRoute(call, WALLET_ROUTES.recall, { body: { requestId } }, { keepalive: true }),
    /** Sends an amount of the main wallet to the player's upline (withdrawal password). */
    transferUpline: (req: UplineTransferRequest) =>
      callRoute(call, WALLET_ROUTES.transferUpline, { body: req }),
  };
}
