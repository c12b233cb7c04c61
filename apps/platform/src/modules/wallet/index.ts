// The wallet module: wallets and their opening credit, balances, the ledger (deposit credits,
// withdrawal holds), vendor wallets and transfers between them and to the upline, operator adjustments, rounds, vendor transactions and launch sessions. No routes of its own. Depends on core only.
// Other modules, app.ts and seed.ts import only what this file exports.

export { adjustBalance, adjustBalanceIn, type AdjustmentExtra } from './adjustments';
export { creditBonus, creditReward } from './bonus';
export { holdFunds, payHold, releaseHold } from './holds';
export {
  creditDeposit,
  creditSettlement,
  lockWallet,
  moveMoney,
  refundWithdrawal,
  type Moved,
  type RewardKind,
  type SettlementKind,
} from './ledger';
export { once } from './wallet-requests';
export { bookDemoHistory, type DemoHistory, type DemoRound } from './demo-history';
export {
  betDaysReaching,
  depositEntriesSince,
  gameRoundRows,
  ledgerRows,
  walletRows,
} from './wallet-reads';
export { transferBetweenWallets, type Transferrer } from './transfers';
export { fundGameWallet, recallGameWallets } from './game-wallets';
export { transferToUpline, type UplineTransfer } from './upline';
export { gameWalletsTotal, walletBalances } from './vendor-wallets';
export {
  LAUNCH_HOURS,
  newLaunchToken,
  openLaunch,
  resolveLaunch,
  type LaunchBinding,
  type LaunchOf,
} from './launch-sessions';
export {
  copyEndedLaunchSession,
  dropLaunchSession,
  launchSessionRows,
  moveLaunchSession,
} from './launch-session-copies';
export {
  isUniqueViolation,
  protectionRefusal,
  WalletConflict,
  type ConflictReason,
} from './wallet-errors';
export { balanceView, memberBalance, openWallet, type OpeningCredit } from './member-wallet';
export { walletService, type WalletService } from './wallet-service';
export {
  type CancelRequest,
  type CreditRequest,
  type DebitRequest,
  type TxnResult,
  type WalletCaller,
  type WalletView,
} from './wallet-types';
export { relabelEmptyWallets } from './wallet-currency';
export { isWalletRefusal, WALLET_OUTCOMES, walletRefusal } from './booking-outcomes';
export { walletFunctions } from './sql/wallet-functions';
export { recordRoundDetail } from './round-detail';
export {
  fixSeededRound,
  openSeededRound,
  pendingSeededRound,
  seededRound,
  seededRoundCount,
} from './seeded-rounds';
export { ledgerOpsRoutes } from './ops/ledger-ops-routes';
