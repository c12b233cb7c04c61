import type { StoredFunction } from '../../../core/db/stored-functions';
import { gameWalletVendorSync } from './game-wallet-vendor-sync.sql';
import { launchCaller } from './launch-caller.sql';
import { walletCancel } from './wallet-cancel.sql';
import { walletCredit } from './wallet-credit.sql';
import { walletDebitByLaunch } from './wallet-debit-by-launch.sql';
import { walletDebit } from './wallet-debit.sql';
import { walletFreeWin } from './wallet-free-win.sql';
import { walletLockPurse } from './wallet-lock-purse.sql';
import { walletMove } from './wallet-move.sql';
import { walletSpendable } from './wallet-spendable.sql';

/** The wallet's stored functions, each from its one source file (see `applyStoredFunctions`). */
export const walletFunctions: readonly StoredFunction[] = [
  launchCaller,
  walletLockPurse,
  walletMove,
  walletSpendable,
  walletDebit,
  walletDebitByLaunch,
  walletCredit,
  walletFreeWin,
  walletCancel,
  gameWalletVendorSync,
];
