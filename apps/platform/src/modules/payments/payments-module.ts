import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import { cashierRoutes } from './cashier-routes';
import { depositLimitRoutes } from './deposit-limit-routes';
import { AUTO_RECEIVE_SWEEP, autoReceive } from './confirm-withdrawal';
import { DEPOSIT_EXPIRY_SWEEP, expireDeposits } from './expire-deposits';
import type { PaymentDeps, PaymentOptions } from './payment-deps';
import { PAYOUT_JOB, payoutWithdrawal, type PayoutJob } from './payout-withdrawal';
import { sandboxPayRoutes } from './sandbox-pay-routes';
import { sandboxProvider } from './sandbox-provider';
import { withdrawalPasswordRoutes } from './withdrawal-password-routes';
import { payeeAccountRoutes } from './payee-account-routes';
import { uplineRoutes } from './upline-routes';
import { walletRoutes } from './wallet-routes';
import { withdrawalConfirmationRoutes } from './withdrawal-confirmation-routes';
import { withdrawalRoutes } from './withdrawal-routes';

/**
 * Deposits through the payments adapter. The built-in sandbox provider is the only one so far;
 * a real provider implements the same `PaymentProvider` and takes its place here.
 */
export const paymentsModule: FastifyPluginAsync<PaymentOptions> = async (app, options) => {
  const deps: PaymentDeps = { ...options, provider: sandboxProvider(options.sandboxPaySecret) };
  const { db, now, jobs, provider } = deps;
  jobs.handle<PayoutJob>(PAYOUT_JOB, (job) => payoutWithdrawal(db, provider, now, job));
  // Every minute: expiry is minutes-grained, so a deposit expires at most a minute late.
  jobs.sweep(DEPOSIT_EXPIRY_SWEEP, '* * * * *', async () => {
    await expireDeposits(db, now());
  });
  jobs.sweep(AUTO_RECEIVE_SWEEP, '* * * * *', async () => {
    await autoReceive(db, now());
  });
  await app.register(sandboxPayRoutes, deps);
  await app.register(
    memberOnly<PaymentDeps>(async (member, memberDeps) => {
      await cashierRoutes(member, memberDeps);
      await depositLimitRoutes(member, memberDeps);
      await withdrawalPasswordRoutes(member, memberDeps);
      await payeeAccountRoutes(member, memberDeps);
      await withdrawalRoutes(member, memberDeps);
      await walletRoutes(member, memberDeps);
      await uplineRoutes(member, memberDeps);
      await withdrawalConfirmationRoutes(member, memberDeps);
    }),
    deps,
  );
};
