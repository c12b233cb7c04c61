import { BLOG_CALLS } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedPlugin } from '../../core/http/typed-app';
import { requestMerchant, type Merchant } from '../merchants';
import { findArticle, listArticles } from './article-repository';

/** The asked language when the merchant offers it, else its default (never an empty blog). */
function languageOf(merchant: Merchant, lang: string | undefined): string {
  const short = lang?.slice(0, 2).toLowerCase();
  return short && merchant.languages.includes(short) ? short : merchant.default_language;
}

/** GET the brand's published articles, and one by slug, in the reader's language. */
export const blogRoutes: TypedPlugin<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  routeFor(app, BLOG_CALLS.list, async (request) => {
    const merchant = requestMerchant(request);
    const { lang, pageNo = 1, pageSize = 12 } = request.query;
    const language = languageOf(merchant, lang);
    return ok(await listArticles(db, merchant.code, language, now(), pageNo, pageSize));
  });

  routeFor(app, BLOG_CALLS.article, async (request) => {
    const merchant = requestMerchant(request);
    const language = languageOf(merchant, request.query.lang);
    const article = await findArticle(db, merchant.code, language, request.params.slug, now());
    if (!article) throw new ApiError(404, 'NOT_FOUND', 'No such article');
    return ok(article);
  });
};
