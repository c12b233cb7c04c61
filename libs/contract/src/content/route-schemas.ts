import { bindSchemas } from '../core/route-schemas';
import { AnnouncementList, AnnouncementsQuery } from './announcements';
import { ANNOUNCEMENT_ROUTES } from './routes';

/** The announcements call with its schemas (platform and tests only). */
export const ANNOUNCEMENT_CALLS = bindSchemas(ANNOUNCEMENT_ROUTES, {
  list: { querystring: AnnouncementsQuery, reply: AnnouncementList },
});
