export { usePrefersReducedMotion } from './use-prefers-reduced-motion';
