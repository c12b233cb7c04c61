import { BLOG_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { findArticle, writeArticle } from '../article-repository';
import { knownMerchant } from '../../merchants';

const LATEST = new Date(8.64e15);

/** PUT /ops/merchants/:code/articles/:slug: creates or replaces one article, body sanitized. */
export async function blogOpsRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  routeFor(
    app,
    BLOG_OPS_CALLS.write,
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      const { slug } = request.params;
      // The article as it was, published or not yet (the latest time there is); null: a new one.
      const was = await findArticle(db, code, request.body.language, slug, LATEST);
      noteAuditBefore(request, was ?? null);
      return ok(await writeArticle(db, code, request.params.slug, request.body));
    },
    { tags: ['operator'] },
  );
}
