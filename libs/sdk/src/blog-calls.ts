import { BLOG_ROUTES } from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/** Blog and news: the brand's published articles in the reader's language. */
export function blogCalls(call: Call) {
  return {
    /** Newest first; the platform falls back to the merchant's default language. */
    list: (lang: string, pageNo = 1, pageSize = 12) =>
      callRoute(call, BLOG_ROUTES.list, { query: { lang, pageNo, pageSize } }),
    /** One article by slug; 404 NOT_FOUND when none is published. */
    article: (slug: string, lang: string) =>
      callRoute(call, BLOG_ROUTES.article, { params: { slug }, query: { lang } }),
  };
}
