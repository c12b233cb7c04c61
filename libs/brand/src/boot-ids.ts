/**
 * Ids of what a brand's built index.html draws before the site's code runs, which the site
 * removes once it has drawn its own.
 */
export const BOOT_IDS = {
  /** The lobby's first banner, over the place where the lobby puts its own (early-banner.ts). */
  banner: 'boot-banner',
} as const;
