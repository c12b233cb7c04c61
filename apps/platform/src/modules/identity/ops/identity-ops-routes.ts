import { IDENTITY_OPS_CALLS, type DocumentQuery, type WithDefaults } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { actorOf, noteAuditBefore } from '../../audit';
import { knownMerchant } from '../../merchants';
import { listDocuments, readDocument, reviewDocument } from '../document-store';
import { identitySettings, setIdentitySettings } from '../identity-settings';

const tags = ['operator'];

/** Who decides: the actor the operator guard named. */

/**
 * The compliance desk (issue 29): the merchant's review queue, one document's bytes, approve
 * or reject with a reason, and the threshold above which withdrawals wait for documents;
 * registered inside the operator's guarded context.
 */
export async function identityOpsRoutes(
  app: TypedApp,
  { db, now, documentDir }: { db: Db; now: () => Date; documentDir: string },
): Promise<void> {
  routeFor(
    app,
    IDENTITY_OPS_CALLS.documents,
    async (request) => {
      const query = request.query as WithDefaults<DocumentQuery, 'limit'>;
      return ok(await listDocuments(db, await knownMerchant(db, request.params.code), query));
    },
    { tags },
  );

  // The file itself (not an envelope; errors are): a download no browser may sniff.
  routeFor(
    app,
    IDENTITY_OPS_CALLS.file,
    async (request, reply) => {
      const { code, id } = request.params;
      const file = await readDocument(db, documentDir, code, id);
      return reply
        .type(file.mediaType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="identity-document-${id}"`)
        .send(file.bytes);
    },
    { tags },
  );

  routeFor(
    app,
    IDENTITY_OPS_CALLS.approve,
    async (request) => {
      const { code, id } = request.params;
      const noteBefore = (before: unknown) => noteAuditBefore(request, before);
      const decision = { decision: 'approved' } as const;
      return ok(await reviewDocument(db, code, id, decision, actorOf(request), now(), noteBefore));
    },
    { tags },
  );

  routeFor(
    app,
    IDENTITY_OPS_CALLS.reject,
    async (request) => {
      const { code, id } = request.params;
      const decision = { decision: 'rejected', reason: request.body.reason } as const;
      const noteBefore = (before: unknown) => noteAuditBefore(request, before);
      return ok(await reviewDocument(db, code, id, decision, actorOf(request), now(), noteBefore));
    },
    { tags },
  );

  routeFor(
    app,
    IDENTITY_OPS_CALLS.settings,
    async (request) => ok(await identitySettings(db, await knownMerchant(db, request.params.code))),
    { tags },
  );

  routeFor(
    app,
    IDENTITY_OPS_CALLS.updateSettings,
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      noteAuditBefore(request, await identitySettings(db, code));
      return ok(await setIdentitySettings(db, code, request.body, now()));
    },
    { tags },
  );
}
