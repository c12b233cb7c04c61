import {
  BLOG_PATHS,
  MERCHANT_HEADER,
  blogArticleSitePath,
  BLOG_SITE_PATH,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import type { TypedPlugin } from '../../core/http/typed-app';
import { findMerchant, merchantOfHost } from '../merchants';
import { sitemapArticles } from './article-repository';

type Brand = { code: string; origin: string };

/**
 * The brand of a crawler's request: by its Host among the merchants' domains (production, where
 * the proxy passes the Host on), else by the merchant header (`vite preview` adds it, since
 * every brand there is 127.0.0.1). The origin is the one the crawler asked.
 */
async function brandOf(db: Db, request: FastifyRequest): Promise<Brand | null> {
  const host = request.hostname.toLowerCase();
  const proto = request.headers['x-forwarded-proto'] === 'https' ? 'https' : request.protocol;
  const origin = `${proto}://${request.host}`;
  const code = request.headers[MERCHANT_HEADER];
  if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,31}$/.test(code)) {
    const merchant = await findMerchant(db, code);
    if (merchant) return { code: merchant.code, origin };
  }
  const byHost = await merchantOfHost(db, host);
  return byHost ? { code: byHost, origin } : null;
}

/** A reply that is a document for crawlers, not an envelope (404 too: plain text). */
const textReply = (type: string) => ({
  tags: ['blog'],
  response: {
    200: { content: { [type]: { schema: { type: 'string' } } } },
    404: { content: { 'text/plain': { schema: { type: 'string' } } } },
  },
});

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `/sitemap.xml` and `/robots.txt` of the brand the request is for: the home, the blog and every
 * published article (`?lang=` per language). Plain XML and text, since crawlers read them; an
 * unknown host gets a 404 text. Served by the platform (not generated at the brand build) so a
 * new article is listed at once; nginx and `vite preview` forward both paths.
 */
export const sitemapRoutes: TypedPlugin<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.get(BLOG_PATHS.sitemap, { schema: textReply('application/xml') }, async (request, reply) => {
    const brand = await brandOf(db, request);
    if (!brand) return reply.code(404).type('text/plain').send('Unknown site\n');
    const articles = await sitemapArticles(db, brand.code, now());
    const url = (path: string, lastmod?: Date) =>
      `  <url><loc>${escapeXml(brand.origin + path)}</loc>${
        lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
      }</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url('/'),
      url(BLOG_SITE_PATH),
      ...articles.map((a) =>
        url(`${blogArticleSitePath(a.slug)}?lang=${a.language}`, a.updated_at),
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });

  app.get(BLOG_PATHS.robots, { schema: textReply('text/plain') }, async (request, reply) => {
    const brand = await brandOf(db, request);
    if (!brand) return reply.code(404).type('text/plain').send('Unknown site\n');
    const rules = [
      'User-agent: *',
      // Player pages behind sign-in, and the API, are no use to a search engine.
      'Disallow: /member',
      'Disallow: /wps/',
      'Disallow: /lgw/',
      'Allow: /',
      `Sitemap: ${brand.origin}${BLOG_PATHS.sitemap}`,
      '',
    ].join('\n');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(rules);
  });
};
