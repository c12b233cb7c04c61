import {
  VendorBalance,
  WalletCancel,
  WalletCredit,
  WalletDebit,
  WalletTransaction,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import type { TypedPlugin } from '../../core/http/typed-app';
import { launchOf, launchToken, vendorKeyCheck } from './launch-auth';
import { walletService } from '../wallet';

const tags = ['sandbox wallet'];
const security = [{ bearer: [] }];

/**
 * The seamless wallet, vendor → platform (`/sandbox/wallet/*`): the launch token names the
 * player; debit, credit and cancel also carry the vendor's key. Amounts in minor units.
 */
export const sandboxWalletRoutes: TypedPlugin<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  const wallet = walletService(db, now);
  const caller = (request: FastifyRequest) => launchOf(db, request, now());
  const money = {
    preHandler: vendorKeyCheck(db),
  };

  app.get(
    '/sandbox/wallet/balance',
    { schema: { tags, security, response: { 200: envelope(VendorBalance) } } },
    async (request) => {
      const launch = await caller(request);
      return ok({ ...(await wallet.balance(launch)), demo: launch.demo });
    },
  );

  app.post(
    '/sandbox/wallet/debit',
    {
      ...money,
      schema: { tags, security, body: WalletDebit, response: { 200: envelope(WalletTransaction) } },
    },
    // The launch is resolved inside the booking's one database call (the hottest money call).
    async (request) => ok(await wallet.debitByLaunch(launchToken(request), request.body)),
  );

  app.post(
    '/sandbox/wallet/credit',
    {
      ...money,
      schema: {
        tags,
        security,
        body: WalletCredit,
        response: { 200: envelope(WalletTransaction) },
      },
    },
    async (request) => ok(await wallet.credit(await caller(request), request.body)),
  );

  app.post(
    '/sandbox/wallet/cancel',
    {
      ...money,
      schema: {
        tags,
        security,
        body: WalletCancel,
        response: { 200: envelope(WalletTransaction) },
      },
    },
    async (request) => ok(await wallet.cancel(await caller(request), request.body)),
  );
};
