import { MERCHANT_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import type { MerchantCache } from '../merchants';
import { createMerchant } from './create-merchant';

const tags = ['operator'];

/** POST /ops/merchants (`createMerchant`). The reply carries the secrets once; the log never does. */
export async function merchantOpsRoutes(
  app: TypedApp,
  { db, merchants }: { db: Db; merchants: MerchantCache },
): Promise<void> {
  routeFor(
    app,
    MERCHANT_OPS_CALLS.create,
    async (request, reply) => {
      const created = await createMerchant(db, request.body);
      // A site that asked for the code before it existed must not wait out the cache.
      merchants.forget(created.code);
      request.log.info({ merchant: created.code }, 'operator created a merchant');
      return reply.code(201).send(ok(created));
    },
    { tags },
  );
}
