import { route, type NoRequest } from '../core/route';
import { WALLET_PATHS } from './constants';
import type {
  ConsolidatedFunds,
  MerchantWallet,
  UplineTransferRequest,
  UplineTransferResult,
  WalletRecallRequest,
  WalletTransferRequest,
  WalletTransferResult,
} from './wallets';

/**
 * The member's wallet calls: the route table's entries, no schema. The header's balance
 * (`PATHS.balance`) is not here: the accounts module serves it, by hand until that area moves.
 */
export const WALLET_ROUTES = {
  merchantWallet: route<NoRequest, MerchantWallet>('GET', WALLET_PATHS.merchantWallet, 'member'),
  consolidated: route<NoRequest, ConsolidatedFunds>('GET', WALLET_PATHS.consolidated, 'member'),
  transfer: route<{ body: WalletTransferRequest }, WalletTransferResult>(
    'POST',
    WALLET_PATHS.walletTransfer,
    'member',
  ),
  recall: route<{ body: WalletRecallRequest }, WalletTransferResult>(
    'POST',
    WALLET_PATHS.recall,
    'member',
  ),
  transferUpline: route<{ body: UplineTransferRequest }, UplineTransferResult>(
    'POST',
    WALLET_PATHS.transferUpline,
    'member',
  ),
};
