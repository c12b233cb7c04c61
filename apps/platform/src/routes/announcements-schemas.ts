import {
  ANNOUNCEMENT_MAX_PAGE_SIZE,
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_TYPES,
  POPUP_EXECUTIONS,
} from '@tessera/contract';
import { commaListPattern, languageParam, wordParam } from './query-schemas';
import { envelopeOf, nullableString, objectOf } from './schema-helpers';

/** Query of GET /wps/relay/MCSFE_getListAnnouncements, after validation and defaults. */
export interface AnnouncementsQuery {
  /** Comma list of ANNOUNCEMENT_TYPES; all when absent. */
  types?: string;
  platform?: string;
  /** Comma list of popup executions; B (anonymous) when absent. */
  execution?: string;
  pageNo: number;
  pageSize: number;
  language?: string;
}

export const announcementsQuery = {
  type: 'object',
  properties: {
    types: { type: 'string', pattern: commaListPattern(ANNOUNCEMENT_TYPES) },
    platform: wordParam,
    execution: { type: 'string', pattern: commaListPattern(POPUP_EXECUTIONS) },
    pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: ANNOUNCEMENT_MAX_PAGE_SIZE,
      default: ANNOUNCEMENT_PAGE_SIZE,
    },
    language: languageParam,
  },
} as const;

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const listOf = (items: object) => ({ type: 'array', items }) as const;

/** 200 reply of the announcements call. */
export const announcementsReply = envelopeOf(
  objectOf({
    banners: listOf(
      objectOf({
        id: integer,
        groupName: string,
        imageUrl: string,
        url: nullableString,
        linkageType: string,
      }),
    ),
    player: listOf(objectOf({ id: integer, title: string, content: string, publishedAt: string })),
    popup: listOf(objectOf({ id: integer, title: string, content: string, execution: string })),
    promotion: listOf(
      objectOf({ id: integer, title: string, imageUrl: string, url: nullableString }),
    ),
    totalPopups: integer,
  }),
);
