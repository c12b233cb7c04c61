import { bindSchemas } from '../core/route-schemas';
import {
  BlogArticle,
  BlogArticleList,
  BlogArticleParams,
  BlogArticleQuery,
  BlogArticleWrite,
  BlogListQuery,
  OpsArticleParams,
} from './articles';
import { BLOG_OPS_ROUTES, BLOG_ROUTES } from './routes';

/** The blog calls with their schemas (platform and tests only). */
export const BLOG_CALLS = bindSchemas(BLOG_ROUTES, {
  list: { querystring: BlogListQuery, reply: BlogArticleList },
  article: {
    params: BlogArticleParams,
    querystring: BlogArticleQuery,
    reply: BlogArticle,
    errors: ['NOT_FOUND'],
  },
});

/** The operator's blog calls with their schemas. */
export const BLOG_OPS_CALLS = bindSchemas(BLOG_OPS_ROUTES, {
  write: {
    params: OpsArticleParams,
    body: BlogArticleWrite,
    reply: BlogArticle,
    errors: ['MERCHANT_UNKNOWN'],
  },
});
