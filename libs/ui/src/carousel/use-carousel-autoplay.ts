import { useEffect, useRef, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { AutoplayTimer } from './autoplay-timer';

/**
 * Autoplay for a Swiper carousel on our own timer (see AutoplayTimer): a new slide `delayMs`
 * after the last change, held while a mouse is over it, the keyboard is inside (WCAG 2.2.2), a
 * finger drags it, it is scrolled out of sight or the tab is hidden. `delayMs` undefined: still.
 * Returns the focus handlers for the carousel's outer element.
 */
export function useCarouselAutoplay(swiper: SwiperInstance | null, delayMs: number | undefined) {
  const timerRef = useRef<AutoplayTimer | null>(null);

  useEffect(() => {
    if (!swiper || !delayMs) return;
    // Swiper clears its fields when it is destroyed, which can come before this cleanup.
    const { el, wrapperEl } = swiper;
    const timer = new AutoplayTimer(delayMs, () => swiper.slideNext());
    timerRef.current = timer;
    const restart = () => timer.restart();
    const touchStart = () => timer.hold('touch');
    const touchEnd = () => timer.release('touch');
    const pointerEnter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') timer.hold('pointer');
    };
    const pointerLeave = () => timer.release('pointer');
    const visibility = () => timer.set('hidden', document.visibilityState === 'hidden');

    // The wait counts from the end of a transition; slideChange covers a change without one.
    swiper.on('slideChange', restart);
    swiper.on('slideChangeTransitionEnd', restart);
    swiper.on('touchStart', touchStart);
    swiper.on('touchEnd', touchEnd);
    el.addEventListener('pointerenter', pointerEnter);
    el.addEventListener('pointerleave', pointerLeave);
    document.addEventListener('visibilitychange', visibility);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => {
            // A batch can hold several changes of the one element: the last is its state now.
            const latest = entries.at(-1);
            if (latest) timer.set('offscreen', !latest.isIntersecting);
          });
    observer?.observe(el);
    // Slides that move by themselves must not be read out at each change: Swiper's A11y module
    // made the track a polite live region, as for a carousel that only the reader moves.
    wrapperEl.setAttribute('aria-live', 'off');
    visibility();
    timer.restart();

    return () => {
      timer.stop();
      timerRef.current = null;
      observer?.disconnect();
      document.removeEventListener('visibilitychange', visibility);
      el.removeEventListener('pointerenter', pointerEnter);
      el.removeEventListener('pointerleave', pointerLeave);
      swiper.off('slideChange', restart);
      swiper.off('slideChangeTransitionEnd', restart);
      swiper.off('touchStart', touchStart);
      swiper.off('touchEnd', touchEnd);
      wrapperEl.setAttribute('aria-live', 'polite');
    };
  }, [swiper, delayMs]);

  return {
    onFocus: () => timerRef.current?.hold('focus'),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) timerRef.current?.release('focus');
    },
  };
}
