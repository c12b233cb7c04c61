/** The blog and news calls (no schemas here, so the site bundle stays free of TypeBox). */
export const BLOG_PATHS = {
  /** GET `?lang=bn&pageNo=1&pageSize=12`: published articles of the brand, newest first. */
  articles: '/wps/blog/articles',
  /** GET `?lang=bn`: one published article by its slug. */
  article: '/wps/blog/articles/:slug',
  /** PUT (operator): creates or replaces the article of `:slug` in `language`; HTML sanitized. */
  opsArticle: '/ops/merchants/:code/articles/:slug',
  /** The brand's sitemap (home, blog, every published article): XML, not an envelope. */
  sitemap: '/sitemap.xml',
  /** The brand's robots rules, pointing at its sitemap: plain text, not an envelope. */
  robots: '/robots.txt',
} as const;

/** The site path of the blog list, and of one article. */
export const BLOG_SITE_PATH = '/blog';
export function blogArticleSitePath(slug: string): string {
  return `${BLOG_SITE_PATH}/${encodeURIComponent(slug)}`;
}

/** The platform path of one article. */
export function blogArticlePath(slug: string): string {
  return BLOG_PATHS.article.replace(':slug', encodeURIComponent(slug));
}
