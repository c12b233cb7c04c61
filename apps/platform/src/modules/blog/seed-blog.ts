import { SEED_ARTICLES } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { merchantCodes } from '../merchants';
import { sanitizeArticle } from './sanitize-article';

const DAY_MS = 86_400_000;

/**
 * The demo articles for every merchant in every language. Insert-only (on conflict do nothing):
 * an operator's edit of a demo article survives the next start.
 */
export async function seedBlog(db: Db, now: Date = new Date()): Promise<void> {
  const rows = (await merchantCodes(db)).flatMap((code) =>
    SEED_ARTICLES.flatMap((article) =>
      Object.entries(article.text).map(([language, text]) => ({
        merchant_code: code,
        language,
        slug: article.slug,
        title: text.title,
        description: text.description,
        body_html: sanitizeArticle(text.body),
        cover: article.cover,
        published_at: new Date(now.getTime() - article.daysAgo * DAY_MS),
      })),
    ),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('blog_article')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_code', 'language', 'slug']).doNothing())
    .execute();
}
