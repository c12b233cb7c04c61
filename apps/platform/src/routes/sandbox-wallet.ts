import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ok } from '../http/envelope';
import { launchOf, requireVendorKey } from '../sandbox/launch-auth';
import { walletService } from '../wallet/wallet-service';
import type { CancelRequest, CreditRequest, DebitRequest } from '../wallet/wallet-types';
import {
  balanceReply,
  cancelBody,
  creditBody,
  debitBody,
  jsonNumbers,
  txnReply,
} from './sandbox-schemas';

const tags = ['sandbox wallet'];
const security = [{ bearer: [] }];

/**
 * The seamless wallet, vendor → platform (`/sandbox/wallet/*`): the launch token names the
 * player; debit, credit and cancel also carry the vendor's key. Amounts in minor units.
 */
export const sandboxWalletRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  const wallet = walletService(db, now);
  const caller = (request: FastifyRequest) => launchOf(db, request, now());
  const money = {
    preValidation: jsonNumbers('amount'),
    preHandler: (request: FastifyRequest) => requireVendorKey(db, request),
  };

  app.get(
    '/sandbox/wallet/balance',
    { schema: { tags, security, response: { 200: balanceReply } } },
    async (request) => ok(await wallet.balance((await caller(request)).memberId)),
  );

  app.post<{ Body: DebitRequest }>(
    '/sandbox/wallet/debit',
    { ...money, schema: { tags, security, body: debitBody, response: { 200: txnReply } } },
    async (request) => ok(await wallet.debit(await caller(request), request.body)),
  );

  app.post<{ Body: CreditRequest }>(
    '/sandbox/wallet/credit',
    { ...money, schema: { tags, security, body: creditBody, response: { 200: txnReply } } },
    async (request) => ok(await wallet.credit(await caller(request), request.body)),
  );

  app.post<{ Body: CancelRequest }>(
    '/sandbox/wallet/cancel',
    { ...money, schema: { tags, security, body: cancelBody, response: { 200: txnReply } } },
    async (request) => ok(await wallet.cancel(await caller(request), request.body)),
  );
};
