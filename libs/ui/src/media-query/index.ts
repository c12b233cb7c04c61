export { useMediaQuery } from './use-media-query';
