import Type, { type Static } from 'typebox';
import { LanguageParam, WordParam, commaListPattern } from '../core/params';
import { Nullable, StringEnum, type WithDefaults } from '../core/schema-types';
import {
  ANNOUNCEMENT_MAX_PAGE_SIZE,
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  LINKAGE_TYPES,
  POPUP_EXECUTIONS,
} from './constants';

export type BannerGroup = (typeof BANNER_GROUPS)[number];
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Query of `GET /wps/relay/MCSFE_getListAnnouncements` as a caller sends it. */
export const AnnouncementsQuery = Type.Object({
  /** Comma list of ANNOUNCEMENT_TYPES; all when absent. */
  types: Type.Optional(Type.String({ pattern: commaListPattern(ANNOUNCEMENT_TYPES) })),
  platform: Type.Optional(WordParam),
  /** Comma list of popup executions; B (anonymous) when absent. */
  execution: Type.Optional(Type.String({ pattern: commaListPattern(POPUP_EXECUTIONS) })),
  /** @default 1 */
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  /** @default ANNOUNCEMENT_PAGE_SIZE */
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: ANNOUNCEMENT_MAX_PAGE_SIZE,
      default: ANNOUNCEMENT_PAGE_SIZE,
    }),
  ),
  language: Type.Optional(LanguageParam),
});
export type AnnouncementsQuery = Static<typeof AnnouncementsQuery>;
/** The announcements query as the handler sees it, after defaults. */
export type AnnouncementsParams = WithDefaults<AnnouncementsQuery, 'pageNo' | 'pageSize'>;

export const Banner = Type.Object({
  id: Type.Integer(),
  groupName: StringEnum(BANNER_GROUPS),
  imageUrl: Type.String(),
  url: Nullable(Type.String()),
  linkageType: StringEnum(LINKAGE_TYPES),
});
export type Banner = Static<typeof Banner>;

export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** HTML: sanitize before rendering. */
  content: Type.String(),
  /** ISO 8601. */
  publishedAt: Type.String(),
});
export type Notice = Static<typeof Notice>;

export const Popup = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** HTML: sanitize before rendering. */
  content: Type.String(),
  execution: StringEnum(POPUP_EXECUTIONS),
});
export type Popup = Static<typeof Popup>;

export const PromotionAnnouncement = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  imageUrl: Type.String(),
  url: Nullable(Type.String()),
});
export type PromotionAnnouncement = Static<typeof PromotionAnnouncement>;

/** Reply value of the announcements call: lists not asked for by `types` are empty. */
export const AnnouncementList = Type.Object({
  banners: Type.Array(Banner),
  player: Type.Array(Notice),
  popup: Type.Array(Popup),
  promotion: Type.Array(PromotionAnnouncement),
  /** Popups matching the executions asked for, before paging. */
  totalPopups: Type.Integer(),
});
export type AnnouncementList = Static<typeof AnnouncementList>;
