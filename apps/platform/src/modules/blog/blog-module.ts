import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../core/db/database';
import { blogRoutes } from './blog-routes';
import { sitemapRoutes } from './sitemap-routes';

/** Blog and news: the brand's articles per language, its sitemap and robots rules. */
export const blogModule: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, deps) => {
  await app.register(blogRoutes, deps);
  await app.register(sitemapRoutes, deps);
};
