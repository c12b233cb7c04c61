// Loaded on first use (see lazy-carousels.tsx): Swiper is the largest single piece of the
// lobby's JavaScript, and the first banner and the placeholders show without it.
import type { Banner, GameSummary } from '@tessera/contract';
import { BANNER_CAROUSEL, Carousel, HOT_CAROUSEL } from '@tessera/ui';
import { GameCard } from '@tessera/site-games';
import { BannerSlide } from './banner-slide';

export interface BannerSlidesProps {
  banners: readonly Banner[];
  /** Names the carousel for screen readers. */
  label: string;
}

/** The home banners in the kit carousel (spec §9: 5 s a slide, 1 s transition, loop and dots). */
export function BannerSlides({ banners, label }: BannerSlidesProps) {
  return (
    <Carousel
      label={label}
      items={banners}
      itemKey={(banner) => banner.id}
      renderItem={(banner, index) => (
        <BannerSlide banner={banner} index={index} count={banners.length} />
      )}
      {...BANNER_CAROUSEL}
    />
  );
}

export interface HotSlidesProps {
  games: readonly GameSummary[];
  label: string;
}

/** Hot games in the kit carousel (spec §9: 6 a view, 1.2 s autoplay, arrows above 7). */
export function HotSlides({ games, label }: HotSlidesProps) {
  return (
    <Carousel
      label={label}
      items={games}
      itemKey={(game) => game.nodeId}
      renderItem={(game) => <GameCard game={game} rolling />}
      {...HOT_CAROUSEL}
    />
  );
}
