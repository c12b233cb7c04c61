/** Where a banner shows: home carousel, side menu, forgot-password and register modals. */
export const BANNER_GROUPS = ['w_home', 'w_leftmenu', 'w_forget', 'w_reg'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export interface Banner {
  id: number;
  groupName: BannerGroup;
  imageUrl: string;
  url: string | null;
  linkageType: 'NONE' | 'INTERNAL' | 'EXTERNAL';
}

export interface Notice {
  id: number;
  title: string;
  /** HTML: sanitize before rendering. */
  content: string;
  /** ISO 8601. */
  publishedAt: string;
}

/** Who sees a popup (spec §4): A logged-in, B anonymous, F first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];

export interface Popup {
  id: number;
  title: string;
  /** HTML: sanitize before rendering. */
  content: string;
  execution: PopupExecution;
}

export interface PromotionAnnouncement {
  id: number;
  title: string;
  imageUrl: string;
  url: string | null;
}

/**
 * The `types` of an announcements call (spec §7): B banners, PL player notices, PU popups,
 * PR promotions, H (accepted for compatibility; it has no list of its own).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Spec §9: announcement pages hold 9 items; the platform refuses pages over the maximum. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const ANNOUNCEMENT_MAX_PAGE_SIZE = 50;

/** `GET /wps/relay/MCSFE_getListAnnouncements`: lists not asked for by `types` are empty. */
export interface AnnouncementList {
  banners: Banner[];
  player: Notice[];
  popup: Popup[];
  promotion: PromotionAnnouncement[];
  /** Popups matching the executions asked for, before paging. */
  totalPopups: number;
}
