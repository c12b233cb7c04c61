import type { CarouselPreset } from './carousel-behaviour';

/** Lobby banners (spec §9): a new slide every 5 s, 1 s transition, 20.3 px apart. */
export const BANNER_CAROUSEL = {
  autoplayMs: 5000,
  speedMs: 1000,
  spaceBetween: 20.3,
  slidesPerView: 1,
} as const satisfies CarouselPreset;

/**
 * Hot games (spec §9): 6 per view on desktop, autoplay 1200 ms, speed 1100 ms, arrows when more
 * than 7. Phones show 3, about 110 px a card at 360 px; arrows replace the dots here.
 */
export const HOT_CAROUSEL = {
  autoplayMs: 1200,
  speedMs: 1100,
  spaceBetween: 12,
  slidesPerView: 3,
  desktopSlidesPerView: 6,
  showArrowsAbove: 7,
  pagination: false,
} as const satisfies CarouselPreset;
