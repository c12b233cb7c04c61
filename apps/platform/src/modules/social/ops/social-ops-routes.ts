import { SOCIAL_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { configureProvider } from '../configure-provider';

const tags = ['operator'];

/** A merchant's social sign-in clients (inside the bearer-token context). */
export async function socialOpsRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  routeFor(
    app,
    SOCIAL_OPS_CALLS.setProvider,
    async (request) => {
      const { code, provider } = request.params;
      const noteBefore = (before: unknown) => noteAuditBefore(request, before);
      const setting = await configureProvider(db, code, provider, request.body, noteBefore);
      request.log.info({ merchant: code, provider }, 'operator set a sign-in provider');
      return ok(setting);
    },
    { tags },
  );
}
