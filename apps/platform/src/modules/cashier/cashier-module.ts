import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import { cashierRoutes } from './deposits/deposit-routes';
import { depositLimitRoutes } from './deposit-limits/deposit-limit-routes';
import { AUTO_RECEIVE_SWEEP, autoReceive } from './confirmation/confirm-withdrawal';
import { DEPOSIT_EXPIRY_SWEEP, expireDeposits } from './deposits/expire-deposits';
import { methodLogoRoutes } from './methods/method-logo-routes';
import type { PaymentDeps, PaymentOptions } from './shared/payment-deps';
import { PAYOUT_JOB, payoutWithdrawal, type PayoutJob } from './withdrawals/payout-withdrawal';
import { sandboxPayRoutes } from './sandbox/sandbox-pay-routes';
import { sandboxProvider } from './sandbox/sandbox-provider';
import { withdrawalPasswordRoutes } from './withdrawal-password/withdrawal-password-routes';
import { payeeAccountRoutes } from './payee-accounts/payee-account-routes';
import { uplineRoutes } from './member-wallets/upline-routes';
import { walletRoutes } from './member-wallets/wallet-routes';
import { withdrawalConfirmationRoutes } from './confirmation/withdrawal-confirmation-routes';
import { withdrawalRoutes } from './withdrawals/withdrawal-routes';

/**
 * Deposits and payouts through the payments adapter. The built-in sandbox provider is the only
 * one so far, switched off in production (SANDBOX_PAY=off); a real provider implements the same
 * `PaymentProvider` and takes its place here.
 */
export const cashierModule: FastifyPluginAsync<PaymentOptions> = async (app, options) => {
  const provider = options.sandboxPay
    ? sandboxProvider(options.sandboxPaySecret, options.sandboxPayout)
    : null;
  const deps: PaymentDeps = { ...options, provider };
  const { db, now, jobs } = deps;
  jobs.handle<PayoutJob>(PAYOUT_JOB, (job) => payoutWithdrawal(db, provider, now, job));
  // Every minute: expiry is minutes-grained, so a deposit expires at most a minute late.
  jobs.sweep(DEPOSIT_EXPIRY_SWEEP, '* * * * *', async () => {
    await expireDeposits(db, now());
  });
  jobs.sweep(AUTO_RECEIVE_SWEEP, '* * * * *', async () => {
    await autoReceive(db, now());
  });
  await app.register(methodLogoRoutes);
  // Off: /sandbox/pay/* does not exist, so it answers the 404 envelope like any unknown path.
  if (provider) await app.register(sandboxPayRoutes, { ...deps, provider });
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
