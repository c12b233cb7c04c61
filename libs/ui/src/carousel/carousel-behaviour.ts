/** Timing and layout of a carousel; the presets below are the site's two kinds. */
export interface CarouselPreset {
  /** Time each slide stays before the next one; omit for no autoplay. */
  autoplayMs?: number;
  /** Length of the slide transition in ms. @default 300 */
  speedMs?: number;
  /** Gap between slides in px. @default 0 */
  spaceBetween?: number;
  /** Slides visible at once on phones. @default 1 */
  slidesPerView?: number;
  /** Slides visible from 1024 px wide up. @default slidesPerView */
  desktopSlidesPerView?: number;
  /** Arrows appear only when there are more slides than this; omit for no arrows. */
  showArrowsAbove?: number;
  /** Dots under the slides, when there is anything to move to. @default true */
  pagination?: boolean;
}

export interface CarouselBehaviourOptions {
  /** The most slides visible at once, at any width. @default 1 */
  slidesPerView?: number;
  autoplayMs?: number;
  showArrowsAbove?: number;
  /** @default true */
  pagination?: boolean;
  /** The reader asked the system for less motion. @default false */
  reducedMotion?: boolean;
}

/** Which Swiper features a carousel switches on. */
export interface CarouselBehaviour {
  loop: boolean;
  pagination: boolean;
  autoplay: boolean;
  navigation: boolean;
}

/**
 * Decides the carousel's moving parts from its slide count. Nothing loops, pages or plays unless
 * there is more than one slide and more slides than fit on screen: Swiper's loop needs at least
 * one hidden slide, and dots for a carousel that cannot move would be noise.
 */
export function carouselBehaviour(
  count: number,
  {
    slidesPerView = 1,
    autoplayMs,
    showArrowsAbove,
    pagination = true,
    reducedMotion = false,
  }: CarouselBehaviourOptions = {},
): CarouselBehaviour {
  const moves = count > 1 && count > slidesPerView;
  return {
    loop: moves,
    pagination: moves && pagination,
    autoplay: moves && !reducedMotion && autoplayMs !== undefined && autoplayMs > 0,
    navigation: moves && showArrowsAbove !== undefined && count > showArrowsAbove,
  };
}
