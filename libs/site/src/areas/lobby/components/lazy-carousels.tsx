import { lazy } from 'react';
import { GameGrid } from '@tessera/site-games';
import { BannerSlide } from './banner-slide';
import type { BannerSlidesProps, HotSlidesProps } from './carousels';

/**
 * If the carousel chunk cannot load (a dropped 4G connection), the lobby still works: the first
 * banner stands alone and the hot games show as a grid. React.lazy keeps that answer for the
 * visit, so the page never falls into its error screen for a missing carousel.
 */
const withoutSwiper = {
  BannerSlides: ({ banners }: BannerSlidesProps) =>
    banners[0] ? <BannerSlide banner={banners[0]} index={0} count={banners.length} /> : null,
  HotSlides: ({ games, label }: HotSlidesProps) => <GameGrid games={games} label={label} rolling />,
};

const carousels = () => import('./carousels').catch(() => withoutSwiper);

/** The banner carousel, fetched with its chunk on first use. */
export const LazyBannerSlides = lazy(() =>
  carousels().then((module) => ({ default: module.BannerSlides })),
);

/** The hot games carousel, fetched with its chunk on first use. */
export const LazyHotSlides = lazy(() =>
  carousels().then((module) => ({ default: module.HotSlides })),
);
