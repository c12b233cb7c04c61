// Runtime constants of the content calls; no schema is built here (the site imports these).

/** Where a banner shows: home carousel, side menu, forgot-password and register modals. */
export const BANNER_GROUPS = ['w_home', 'w_leftmenu', 'w_forget', 'w_reg'] as const;

/** How a banner links: nowhere, inside the site, or out. */
export const LINKAGE_TYPES = ['NONE', 'INTERNAL', 'EXTERNAL'] as const;

/** Who sees a popup (spec §4): A logged-in, B anonymous, F first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;

/**
 * The `types` of an announcements call (spec §7): B banners, PL player notices, PU popups,
 * PR promotions, H (accepted for compatibility; it has no list of its own).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** Spec §9: announcement pages hold 9 items; the platform refuses pages over the maximum. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const ANNOUNCEMENT_MAX_PAGE_SIZE = 50;
