import { SEED_ARTICLES, type BlogArticleSummary } from '@tessera/contract';

/** When the fake's articles were published: the seed's days before this moment. */
const SEEDED_AT = Date.parse('2026-03-05T09:00:00.000Z');
const DAY_MS = 86_400_000;

/** The seeded articles in English, newest first, as the platform lists them. */
export const blogArticles: BlogArticleSummary[] = [...SEED_ARTICLES]
  .sort((a, b) => a.daysAgo - b.daysAgo)
  .map((article) => ({
    slug: article.slug,
    title: article.text.en.title,
    description: article.text.en.description,
    cover: article.cover,
    publishedAt: new Date(SEEDED_AT - article.daysAgo * DAY_MS).toISOString(),
    language: 'en',
  }));

/** The body every fake article has: the first seeded article's. */
export const blogBody = SEED_ARTICLES[0]?.text.en.body ?? '';
