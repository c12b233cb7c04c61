import Type, { type Static } from 'typebox';
import { LanguageParam } from '../core/params';
import { StringEnum } from '../core/schema-types';
import { TABLE_LANGUAGES } from '../system/constants';

/** Lower case words joined by hyphens: the article's address (`/blog/<slug>`). */
const Slug = Type.String({ minLength: 1, maxLength: 96, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' });

/** Query of the list. */
export const BlogListQuery = Type.Object({
  lang: Type.Optional(LanguageParam),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type BlogListQuery = Static<typeof BlogListQuery>;

/** Path and query of one article. */
export const BlogArticleParams = Type.Object({ slug: Slug });
export type BlogArticleParams = Static<typeof BlogArticleParams>;
export const BlogArticleQuery = Type.Object({ lang: Type.Optional(LanguageParam) });
export type BlogArticleQuery = Static<typeof BlogArticleQuery>;

/** One article in the list: what a card and the social tags need. */
export const BlogArticleSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** Image URL, or '' for none. */
  cover: Type.String(),
  /** ISO 8601. */
  publishedAt: Type.String(),
  language: Type.String(),
});
export type BlogArticleSummary = Static<typeof BlogArticleSummary>;

export const BlogArticleList = Type.Object({
  list: Type.Array(BlogArticleSummary),
  total: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
});
export type BlogArticleList = Static<typeof BlogArticleList>;

/** One article: the summary plus its body, HTML sanitized by the platform when written. */
export const BlogArticle = Type.Object({
  ...BlogArticleSummary.properties,
  bodyHtml: Type.String(),
});
export type BlogArticle = Static<typeof BlogArticle>;

/** Path params of the operator's article call. */
export const OpsArticleParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
  slug: Slug,
});
export type OpsArticleParams = Static<typeof OpsArticleParams>;

/** Body of the operator's article call: the whole article of one language. */
export const BlogArticleWrite = Type.Object({
  language: StringEnum(TABLE_LANGUAGES),
  title: Type.String({ minLength: 1, maxLength: 160 }),
  description: Type.String({ minLength: 1, maxLength: 300 }),
  /** Sanitized on write: scripts, handlers, styles and unknown tags are removed. */
  bodyHtml: Type.String({ minLength: 1, maxLength: 100_000 }),
  /** An https URL or a path on the site (`/cdn/...`), or '' for none. */
  cover: Type.String({ maxLength: 500, pattern: '^(|https://[^\\s"<>]+|/[^\\s"<>]*)$' }),
  /** ISO 8601; an article is public from then on (a future date schedules it). */
  publishedAt: Type.String({ format: 'date-time' }),
});
export type BlogArticleWrite = Static<typeof BlogArticleWrite>;
