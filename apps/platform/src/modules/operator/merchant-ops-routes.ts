import {
  NewMerchantCreated,
  NewMerchantRequest,
  OPERATOR_PATHS,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { createAccountSettings } from '../accounts';
import { createMerchantRecords, type MerchantCache } from '../merchants';
import { createPaymentSettings } from '../payments';

const tags = ['operator'];

/**
 * POST /ops/merchants: a new merchant, ready for its brand, in ONE transaction: each module
 * writes its own part (merchants: row, features, site; accounts: settings and secrets;
 * payments: methods and limits), so a failure leaves no half merchant behind. Modules without
 * per-merchant rows (content, games, records) need nothing: an empty lobby content list and
 * every vendor on are their defaults. The reply carries the secrets once; the log never does.
 */
export async function merchantOpsRoutes(
  app: TypedApp,
  { db, merchants }: { db: Db; merchants: MerchantCache },
): Promise<void> {
  app.post(
    OPERATOR_PATHS.merchants,
    {
      schema: {
        tags,
        body: NewMerchantRequest,
        response: { 201: envelope(NewMerchantCreated) },
      },
    },
    async (request, reply) => {
      const req = request.body;
      const secrets = await db.transaction().execute(async (trx) => {
        await createMerchantRecords(trx, req);
        const created = await createAccountSettings(trx, req);
        await createPaymentSettings(trx, req.code, req.currency);
        return created;
      });
      // A site that asked for the code before it existed must not wait out the cache.
      merchants.forget(req.code);
      request.log.info({ merchant: req.code }, 'operator created a merchant');
      return reply.code(201).send(ok({ code: req.code, ...secrets }));
    },
  );
}
