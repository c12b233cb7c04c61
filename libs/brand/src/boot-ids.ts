/**
 * Ids of what a brand's built index.html draws before the site's code runs, which the site
 * removes once it has drawn its own.
 */
export const BOOT_IDS = {
  /** The lobby's first banner, over the place where the lobby puts its own (early-banner.ts). */
  banner: 'boot-banner',
  /** The screen drawn when the site's code or texts could not be downloaded (start-failure.ts). */
  startFailed: 'start-failed',
} as const;

/**
 * The event the site dispatches on `window` when its own start fails before it has drawn
 * anything (its language table did not arrive): index.html's start script then shows the
 * start-failure screen, whose texts need nothing the site downloads.
 */
export const START_FAILED_EVENT = 'tessera:start-failed';

/** Screens this wide lay the lobby out beside the side menu and show no early banner. */
export const BOOT_BANNER_HIDDEN_FROM = '(min-width: 768px)';

/**
 * The window property where the early banner leaves a promise that settles once the banner is
 * on screen, or is known not to come; the start script waits on it (start-site.ts).
 */
export const BOOT_BANNER_SHOWN_GLOBAL = '__tesseraBannerShown';
