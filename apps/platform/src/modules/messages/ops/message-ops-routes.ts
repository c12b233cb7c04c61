import {
  MESSAGE_OPS_PATHS,
  MerchantSettingsParams,
  OperatorMessage,
  SentMessage,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { operatorMessage } from '../operator-messages';

/** The operator's messages: a broadcast to the merchant's members, or one to an account. */
export async function messageOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  app.post(
    MESSAGE_OPS_PATHS.messages,
    {
      config: { permission: 'messages.send' },
      schema: {
        tags: ['operator'],
        params: MerchantSettingsParams,
        body: OperatorMessage,
        response: { 200: envelope(SentMessage) },
      },
    },
    async (request) => ok(await operatorMessage(db, request.params.code, request.body, now())),
  );
}
