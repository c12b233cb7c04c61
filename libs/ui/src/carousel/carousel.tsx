import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { usePrefersReducedMotion } from '../motion';
import { carouselBehaviour, type CarouselPreset } from './carousel-behaviour';
import styles from './carousel.module.css';
import { useCarouselAutoplay } from './use-carousel-autoplay';

/** Matches the kit's desktop layout breakpoint. */
const DESKTOP_MIN_WIDTH = 1024;

interface CarouselBaseProps extends CarouselPreset {
  /** Names the carousel for screen readers, e.g. "Promotions". */
  label: string;
  className?: string;
}

type SlideSource<T> =
  | { slides: readonly ReactNode[]; items?: never; renderItem?: never; itemKey?: never }
  | {
      items: readonly T[];
      renderItem: (item: T, index: number) => ReactNode;
      /** A stable key per item. @default the index */
      itemKey?: (item: T, index: number) => Key;
      slides?: never;
    };

export type CarouselProps<T = unknown> = CarouselBaseProps & SlideSource<T>;

/**
 * A swipeable row of slides on Swiper. It loops, pages and autoplays only when there is more than
 * one slide and more than fit (see carouselBehaviour); autoplay stops for reduced motion and
 * holds while the pointer or the focus is inside or the carousel is out of sight
 * (useCarouselAutoplay).
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { label, className, autoplayMs, speedMs = 300, spaceBetween = 0 } = props;
  const { slidesPerView = 1, desktopSlidesPerView = slidesPerView } = props;
  const { t, i18n } = useTranslation();
  // Swiper reads the direction once, when it starts: a new direction starts it again.
  const dir = i18n.dir();
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  const slides = props.slides
    ? props.slides.map((slide, index) => ({ key: index as Key, node: slide }))
    : props.items.map((item, index) => ({
        key: props.itemKey?.(item, index) ?? index,
        node: props.renderItem(item, index),
      }));

  const behaviour = carouselBehaviour(slides.length, {
    slidesPerView: Math.max(slidesPerView, desktopSlidesPerView),
    autoplayMs,
    showArrowsAbove: props.showArrowsAbove,
    pagination: props.pagination,
    reducedMotion,
  });

  const autoplay = useCarouselAutoplay(swiper, behaviour.autoplay ? autoplayMs : undefined);

  // Swiper fills {{index}} and {{slidesLength}} itself, so i18next must hand them back untouched.
  const keep = { index: '{{index}}', slidesLength: '{{slidesLength}}' };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      onFocus={behaviour.autoplay ? autoplay.onFocus : undefined}
      onBlur={behaviour.autoplay ? autoplay.onBlur : undefined}
    >
      <Swiper
        key={dir}
        dir={dir}
        modules={[A11y, Navigation, Pagination]}
        onSwiper={setSwiper}
        slidesPerView={slidesPerView}
        breakpoints={{ [DESKTOP_MIN_WIDTH]: { slidesPerView: desktopSlidesPerView } }}
        spaceBetween={spaceBetween}
        speed={reducedMotion ? 0 : speedMs}
        loop={behaviour.loop}
        pagination={behaviour.pagination && { clickable: true }}
        navigation={behaviour.navigation}
        a11y={{
          prevSlideMessage: t('kitOverlays.previousSlide'),
          nextSlideMessage: t('kitOverlays.nextSlide'),
          paginationBulletMessage: t('kitOverlays.goToSlide', keep),
          slideLabelMessage: t('kitOverlays.slideLabel', keep),
        }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.node}</SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
