import {
  ANNOUNCEMENT_TYPES,
  PATHS,
  type AnnouncementList,
  type AnnouncementType,
  type Envelope,
  type PopupExecution,
} from '@tessera/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listAnnouncements } from '../content/announcement-repository';
import type { Db } from '../db/database';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import {
  announcementsQuery,
  announcementsReply,
  type AnnouncementsQuery,
} from './announcements-schemas';

/**
 * GET /wps/relay/MCSFE_getListAnnouncements: banners, player notices, popups and promotions.
 * `types` picks the lists to fill; `execution` picks popup audiences; `platform` is accepted
 * and ignored (one content set for every platform).
 */
export const announcementRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Querystring: AnnouncementsQuery }>(
    PATHS.announcements,
    { schema: { querystring: announcementsQuery, response: { 200: announcementsReply } } },
    async (request) => {
      const merchant = requestMerchant(request);
      const { types, execution, pageNo, pageSize, language } = request.query;
      // The schema's patterns admit only contract values, so these splits are typed safely.
      const list = await listAnnouncements(db, merchant.code, {
        types: new Set((types?.split(',') ?? ANNOUNCEMENT_TYPES) as AnnouncementType[]),
        executions: (execution ?? 'B').split(',') as PopupExecution[],
        language: language ?? merchant.default_language,
        fallbackLanguage: merchant.default_language,
        offset: (pageNo - 1) * pageSize,
        limit: pageSize,
      });
      const reply: Envelope<AnnouncementList> = ok(list);
      return reply;
    },
  );
};
