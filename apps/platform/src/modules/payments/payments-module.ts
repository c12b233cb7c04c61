import type { FastifyPluginAsync } from 'fastify';
import { memberOnly } from '../accounts';
import { cashierRoutes } from './cashier-routes';
import { depositLimitRoutes } from './deposit-limit-routes';
import type { PaymentDeps, PaymentOptions } from './payment-deps';
import { sandboxPayRoutes } from './sandbox-pay-routes';
import { sandboxProvider } from './sandbox-provider';
import { withdrawalPasswordRoutes } from './withdrawal-password-routes';
import { payeeAccountRoutes } from './payee-account-routes';
import { uplineRoutes } from './upline-routes';
import { walletRoutes } from './wallet-routes';
import { withdrawalRoutes } from './withdrawal-routes';

/**
 * Deposits through the payments adapter. The built-in sandbox provider is the only one so far;
 * a real provider implements the same `PaymentProvider` and takes its place here.
 */
export const paymentsModule: FastifyPluginAsync<PaymentOptions> = async (app, options) => {
  const deps: PaymentDeps = { ...options, provider: sandboxProvider(options.sandboxPaySecret) };
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
    }),
    deps,
  );
};
