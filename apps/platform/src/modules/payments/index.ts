// The payments module: each merchant's deposit methods, deposits through the payments adapter
// (`PaymentProvider`), the built-in sandbox provider with its signed callback and tester page,
// and the methods seed. Depends on accounts and wallet.
// Other modules, app.ts and seed.ts import only what this file exports.

export { decideWithdrawal, listWithdrawals } from './decide-withdrawal';
export { paymentsModule } from './payments-module';
export { listProofs, readProof } from './withdrawal-proofs';
export type { PaymentProvider } from './payment-provider';
export { seedPayments, SEED_PAYMENT_METHODS } from './seed-payments';
