import { MERCHANT_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import type { MerchantCache } from '../merchant-cache';
import { updateLanguages } from '../profile-repository';

const tags = ['operator'];

/**
 * A merchant's languages: 404 MERCHANT_UNKNOWN for an unknown code; the change drops the
 * merchant from this replica's cache, so its site reads it at once.
 */
export async function merchantProfileOpsRoutes(
  app: TypedApp,
  { db, merchants }: { db: Db; merchants: MerchantCache },
): Promise<void> {
  routeFor(
    app,
    MERCHANT_OPS_CALLS.languages,
    async (request) => {
      const { languages, defaultLanguage } = request.body;
      const noteBefore = (before: unknown) => noteAuditBefore(request, before);
      const { code } = request.params;
      const profile = await updateLanguages(db, code, languages, defaultLanguage, noteBefore);
      merchants.forget(profile.code);
      request.log.info({ merchant: profile.code }, 'operator changed merchant languages');
      return ok(profile);
    },
    { tags },
  );
}
