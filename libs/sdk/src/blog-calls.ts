import {
  BLOG_PATHS,
  blogArticlePath,
  type BlogArticle,
  type BlogArticleList,
} from '@tessera/contract';
import type { Call } from './transport';

/** Blog and news: the brand's published articles in the reader's language. */
export function blogCalls(call: Call) {
  return {
    /** Newest first; the platform falls back to the merchant's default language. */
    list: (lang: string, pageNo = 1, pageSize = 12) =>
      call<BlogArticleList>(BLOG_PATHS.articles, {
        searchParams: { lang, pageNo: String(pageNo), pageSize: String(pageSize) },
      }),
    /** One article by slug; 404 NOT_FOUND when none is published. */
    article: (slug: string, lang: string) =>
      call<BlogArticle>(blogArticlePath(slug), { searchParams: { lang } }),
  };
}
