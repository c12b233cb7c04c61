import { BLOG_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { writeArticle } from '../article-repository';
import { knownMerchant } from '../../merchants';

/** PUT /ops/merchants/:code/articles/:slug: creates or replaces one article, body sanitized. */
export async function blogOpsRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  routeFor(
    app,
    BLOG_OPS_CALLS.write,
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      return ok(await writeArticle(db, code, request.params.slug, request.body));
    },
    { tags: ['operator'] },
  );
}
