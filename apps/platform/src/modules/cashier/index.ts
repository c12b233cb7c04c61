// The cashier module: each merchant's deposit methods, deposits through the payments adapter
// (`PaymentProvider`), the built-in sandbox provider with its signed callback and tester page,
// the member's wallets (vendor wallets, transfers, the consolidated funds, the transfer to the
// upline) and the methods seed. Depends on accounts, games (which vendors a merchant offers)
// and wallet.
// Other modules, app.ts and seed.ts import only what this file exports.

export { positiveMinorUnits } from './shared/minor-units';
export { cashierModule } from './cashier-module';
export {
  hasWithdrawalPassword,
  verifyWithdrawalPassword,
} from './withdrawal-password/withdrawal-password';
export type { PaymentProvider } from './shared/payment-provider';
export {
  NO_CONTRACT_FLAGS,
  NO_DEPOSIT_BONUS,
  type ApprovedDeposit,
  type ContractFlags,
  type ContractFlagsSource,
  type DepositBonusHook,
} from './shared/payment-deps';
export { createPaymentSettings } from './methods/payment-setup';
export { seedPayments, SEED_PAYMENT_METHODS } from './methods/seed-payments';
export { cashierOpsRoutes } from './ops/cashier-ops-routes';
export { depositRows } from './deposits/deposit-rows';
export {
  merchantOfDeposit,
  merchantOfHeldAdjustment,
  merchantOfWithdrawal,
} from './shared/record-merchants';
export {
  depositLimitOpsRoutes,
  memberDepositLimits,
} from './deposit-limits/deposit-limit-ops-routes';
