import { route } from '../core/route';
import { opsRoute } from '../operator/ops-route';
import type {
  BlogArticle,
  BlogArticleList,
  BlogArticleQuery,
  BlogArticleWrite,
  BlogListQuery,
} from './articles';
import { BLOG_PATHS } from './constants';

/** Blog and news: the brand's published articles in the reader's language (no session). */
export const BLOG_ROUTES = {
  /** Newest first; the platform falls back to the merchant's default language. */
  list: route<{ query: BlogListQuery }, BlogArticleList>('GET', BLOG_PATHS.articles, 'none'),
  /** One article by slug; 404 NOT_FOUND when none is published. */
  article: route<{ params: { slug: string }; query: BlogArticleQuery }, BlogArticle>(
    'GET',
    BLOG_PATHS.article,
    'none',
  ),
};

/** The operator's blog call: creates or replaces one article, its HTML sanitized. */
export const BLOG_OPS_ROUTES = {
  write: opsRoute<{ params: { code: string; slug: string }; body: BlogArticleWrite }, BlogArticle>(
    'PUT',
    BLOG_PATHS.opsArticle,
    'blog.write',
  ),
};
