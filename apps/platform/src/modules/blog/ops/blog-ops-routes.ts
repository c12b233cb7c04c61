import {
  BLOG_PATHS,
  BlogArticle,
  BlogArticleWrite,
  OpsArticleParams,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { writeArticle } from '../article-repository';
import { knownMerchant } from '../../merchants';

/** PUT /ops/merchants/:code/articles/:slug: creates or replaces one article, body sanitized. */
export async function blogOpsRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  app.put(
    BLOG_PATHS.opsArticle,
    {
      config: { permission: 'blog.write' },
      schema: {
        tags: ['operator'],
        params: OpsArticleParams,
        body: BlogArticleWrite,
        response: { 200: envelope(BlogArticle) },
      },
    },
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      return ok(await writeArticle(db, code, request.params.slug, request.body));
    },
  );
}
