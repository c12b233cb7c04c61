import { describe, expect, it } from 'vitest';
import { carouselBehaviour } from './carousel-behaviour';
import { BANNER_CAROUSEL, HOT_CAROUSEL } from './carousel-presets';

const banner = { slidesPerView: 1, autoplayMs: BANNER_CAROUSEL.autoplayMs };
const hot = {
  slidesPerView: HOT_CAROUSEL.desktopSlidesPerView,
  autoplayMs: HOT_CAROUSEL.autoplayMs,
  showArrowsAbove: HOT_CAROUSEL.showArrowsAbove,
  pagination: HOT_CAROUSEL.pagination,
};

describe('carouselBehaviour', () => {
  it.each([
    // count, options, loop, pagination, autoplay, navigation
    [0, banner, false, false, false, false],
    [1, banner, false, false, false, false],
    [2, banner, true, true, true, false],
    [5, banner, true, true, true, false],
    [2, { ...banner, reducedMotion: true }, true, true, false, false],
    [2, { ...banner, autoplayMs: undefined }, true, true, false, false],
    [2, { ...banner, autoplayMs: 0 }, true, true, false, false],
    [2, { ...banner, pagination: false }, true, false, true, false],
    [6, hot, false, false, false, false],
    [7, hot, true, false, true, false],
    [8, hot, true, false, true, true],
    [12, { ...hot, reducedMotion: true }, true, false, false, true],
    [3, { showArrowsAbove: 2 }, true, true, false, true],
    [1, { showArrowsAbove: 0 }, false, false, false, false],
  ] as const)(
    '%i slides with %o → loop %s, pagination %s, autoplay %s, arrows %s',
    (count, options, loop, pagination, autoplay, navigation) => {
      expect(carouselBehaviour(count, options)).toEqual({ loop, pagination, autoplay, navigation });
    },
  );

  it('defaults to one slide per view with dots and nothing else', () => {
    expect(carouselBehaviour(3)).toEqual({
      loop: true,
      pagination: true,
      autoplay: false,
      navigation: false,
    });
  });
});

describe('presets', () => {
  it('carry the numbers of the spec', () => {
    expect(BANNER_CAROUSEL).toMatchObject({ autoplayMs: 5000, speedMs: 1000, spaceBetween: 20.3 });
    expect(HOT_CAROUSEL).toMatchObject({
      autoplayMs: 1200,
      speedMs: 1100,
      desktopSlidesPerView: 6,
      showArrowsAbove: 7,
    });
  });
});
