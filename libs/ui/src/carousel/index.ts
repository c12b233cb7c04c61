export { Carousel, type CarouselProps } from './carousel';
export {
  carouselBehaviour,
  type CarouselBehaviour,
  type CarouselBehaviourOptions,
  type CarouselPreset,
} from './carousel-behaviour';
export { BANNER_CAROUSEL, HOT_CAROUSEL } from './carousel-presets';
