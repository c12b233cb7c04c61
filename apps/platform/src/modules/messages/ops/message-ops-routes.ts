import { MESSAGE_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { operatorMessage } from '../operator-messages';

/** The operator's messages: a broadcast to the merchant's members, or one to an account. */
export async function messageOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  routeFor(
    app,
    MESSAGE_OPS_CALLS.send,
    async (request) => ok(await operatorMessage(db, request.params.code, request.body, now())),
    { tags: ['operator'] },
  );
}
