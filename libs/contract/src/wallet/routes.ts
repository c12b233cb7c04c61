import { route, type NoRequest } from '../core/route';
import { PATHS } from '../core/paths';
import type { WalletBalance } from './balance';
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

/** The member's wallet calls: the route table's entries, no schema. */
export const WALLET_ROUTES = {
  /** The main wallet's available balance (the header chip); the accounts module serves it. */
  balance: route<NoRequest, WalletBalance>('GET', PATHS.balance, 'member'),
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
