import { PATHS } from '../core/paths';
import { route } from '../core/route';
import type { AnnouncementList, AnnouncementsQuery } from './announcements';

/** The announcements call (spec §7): the route table's entry, no session needed. */
export const ANNOUNCEMENT_ROUTES = {
  /** Banners, player notices, popups and promotions. */
  list: route<{ query: AnnouncementsQuery }, AnnouncementList>('GET', PATHS.announcements, 'none'),
};
