import { bindSchemas } from '../core/route-schemas';
import { WalletBalance } from './balance';
import { WALLET_ROUTES } from './routes';
import {
  ConsolidatedFunds,
  MerchantWallet,
  UplineTransferRequest,
  UplineTransferResult,
  WalletRecallRequest,
  WalletTransferRequest,
  WalletTransferResult,
} from './wallets';

const TRANSFER = [
  'TRANSFER_AMOUNT_INVALID',
  'INSUFFICIENT_BALANCE',
  'REQUEST_ID_CONFLICT',
  'TRIAL_ACCOUNT',
] as const;

/** The wallet calls with their schemas (platform and tests only). */
export const WALLET_CALLS = bindSchemas(WALLET_ROUTES, {
  balance: { reply: WalletBalance },
  merchantWallet: { reply: MerchantWallet },
  consolidated: { reply: ConsolidatedFunds },
  transfer: {
    body: WalletTransferRequest,
    reply: WalletTransferResult,
    errors: [...TRANSFER, 'WALLET_SINGLE', 'WALLET_UNKNOWN'],
  },
  recall: {
    body: WalletRecallRequest,
    reply: WalletTransferResult,
    errors: ['REQUEST_ID_CONFLICT'],
  },
  transferUpline: {
    body: UplineTransferRequest,
    reply: UplineTransferResult,
    errors: [
      ...TRANSFER,
      'UPLINE_MISSING',
      'WITHDRAWAL_PASSWORD_NOT_SET',
      'WITHDRAWAL_PASSWORD_WRONG',
    ],
  },
});
