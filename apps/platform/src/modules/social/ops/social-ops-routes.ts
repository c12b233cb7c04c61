import {
  SOCIAL_OPS_PATHS,
  SocialOpsParams,
  SocialProviderInput,
  SocialProviderSetting,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { configureProvider } from '../configure-provider';

const tags = ['operator'];

/** A merchant's social sign-in clients (inside the bearer-token context). */
export async function socialOpsRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  app.put(
    SOCIAL_OPS_PATHS.provider,
    {
      config: { permission: 'social.configure' },
      schema: {
        tags,
        params: SocialOpsParams,
        body: SocialProviderInput,
        response: { 200: envelope(SocialProviderSetting) },
      },
    },
    async (request) => {
      const { code, provider } = request.params;
      const setting = await configureProvider(db, code, provider, request.body);
      request.log.info({ merchant: code, provider }, 'operator set a sign-in provider');
      return ok(setting);
    },
  );
}
