import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../core/db/database';
import { announcementRoutes } from './announcement-routes';
import { helpRoutes } from './help-routes';

/** Announcements (banners, notices, popups, promotions) and the help centre. */
export const contentModule: FastifyPluginAsync<{ db: Db }> = async (app, deps) => {
  await app.register(announcementRoutes, deps);
  await app.register(helpRoutes, deps);
};
