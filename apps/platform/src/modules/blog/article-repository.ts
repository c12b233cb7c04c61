import type { BlogArticle, BlogArticleList, BlogArticleWrite } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import type { BlogArticleTable } from './blog-tables';
import { sanitizeArticle } from './sanitize-article';

type Row = Pick<
  BlogArticleTable,
  'slug' | 'title' | 'description' | 'language' | 'published_at' | 'body_html'
> & { cover: string };

function summary(row: Omit<Row, 'body_html'>) {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    cover: row.cover,
    publishedAt: row.published_at.toISOString(),
    language: row.language,
  };
}

const SUMMARY = ['slug', 'title', 'description', 'cover', 'published_at', 'language'] as const;

/** Published articles of the merchant in the language, newest first. */
export async function listArticles(
  db: Db,
  merchant: string,
  language: string,
  now: Date,
  pageNo: number,
  pageSize: number,
): Promise<BlogArticleList> {
  const published = db
    .selectFrom('blog_article')
    .where('merchant_code', '=', merchant)
    .where('language', '=', language)
    .where('published_at', '<=', now);
  const [rows, count] = await Promise.all([
    published
      .select(SUMMARY)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    published.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(summary), total: Number(count.n), pageNo, pageSize };
}

/** One published article, or undefined. */
export async function findArticle(
  db: Db,
  merchant: string,
  language: string,
  slug: string,
  now: Date,
): Promise<BlogArticle | undefined> {
  const row = await db
    .selectFrom('blog_article')
    .select([...SUMMARY, 'body_html'])
    .where('merchant_code', '=', merchant)
    .where('language', '=', language)
    .where('slug', '=', slug)
    .where('published_at', '<=', now)
    .executeTakeFirst();
  return row && { ...summary(row), bodyHtml: row.body_html };
}

/** Every published article of the merchant (all languages), for its sitemap. */
export async function sitemapArticles(db: Db, merchant: string, now: Date) {
  return db
    .selectFrom('blog_article')
    .select(['slug', 'language', 'updated_at'])
    .where('merchant_code', '=', merchant)
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .limit(45_000)
    .execute();
}

/**
 * Creates or replaces the article of (merchant, language, slug) in one upsert, the body
 * sanitized first: what is stored is what may be shown.
 */
export async function writeArticle(
  db: Db,
  merchant: string,
  slug: string,
  article: BlogArticleWrite,
): Promise<BlogArticle> {
  const values = {
    title: article.title.trim(),
    description: article.description.trim(),
    body_html: sanitizeArticle(article.bodyHtml),
    cover: article.cover,
    published_at: new Date(article.publishedAt),
  };
  const row = await db
    .insertInto('blog_article')
    .values({ merchant_code: merchant, language: article.language, slug, ...values })
    .onConflict((oc) =>
      oc
        .columns(['merchant_code', 'language', 'slug'])
        .doUpdateSet({ ...values, updated_at: sql`now()` }),
    )
    .returning([...SUMMARY, 'body_html'])
    .executeTakeFirstOrThrow();
  return { ...summary(row), bodyHtml: row.body_html };
}
