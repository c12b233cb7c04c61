import {
  ANNOUNCEMENT_MAX_PAGE_SIZE,
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_TYPES,
} from './constants';
import type { AnnouncementType, AnnouncementsQuery, PopupExecution } from './announcements';

/** What `announcements.list` asks for. */
export interface AnnouncementQuery {
  /** Popup audiences (spec §4): `['B']` anonymous, `['A']` logged in, `['F']` first login. */
  execution: readonly PopupExecution[];
  /** Language of the texts; the platform falls back to the merchant default, then English. */
  language: string;
  /** Lists to fill. @default every type (B, PL, PU, PR, H) */
  types?: readonly AnnouncementType[];
  /** @default 1 */
  pageNo?: number;
  /** @default 9 (spec §9) */
  pageSize?: number;
}

/**
 * The announcements call's query, its fields in the order the spec lists them (§7): the lobby's
 * early request and the SDK must spell the same URL, so both build it here.
 */
export function announcementsQuery(query: AnnouncementQuery): AnnouncementsQuery {
  // No audience means no popups: leave popups out rather than send an empty list.
  const types = (query.types ?? ANNOUNCEMENT_TYPES).filter(
    (type) => type !== 'PU' || query.execution.length > 0,
  );
  return {
    types: types.join(','),
    platform: 'W',
    ...(query.execution.length > 0 ? { execution: query.execution.join(',') } : {}),
    pageNo: query.pageNo ?? 1,
    pageSize: query.pageSize ?? ANNOUNCEMENT_PAGE_SIZE,
    language: query.language,
  };
}

/** The query string of the announcements call, in the order the spec lists it (§7). */
export function announcementSearchParams(query: AnnouncementQuery): URLSearchParams {
  const entries = Object.entries(announcementsQuery(query));
  return new URLSearchParams(entries.map(([key, value]): [string, string] => [key, String(value)]));
}

/**
 * What the lobby reads before anything else: every banner of the merchant (all groups in one
 * list; each place picks its own group) and the player notices of the notice line. One call for
 * both, which a brand's index.html makes before the site's code arrives: the notice line then
 * knows at its first render whether it has anything to show, instead of holding a line's height
 * that collapses (a layout shift) on a brand without notices.
 */
export const lobbyContentQuery = (language: string): AnnouncementQuery => ({
  types: ['B', 'PL'],
  // Audiences pick popups only, which this call does not ask for.
  execution: [],
  language,
  // Every banner group comes in one list: ask for the most so none is paged out.
  pageSize: ANNOUNCEMENT_MAX_PAGE_SIZE,
});
