import type { Plugin } from 'vite';

/** Search engines may read every brand's site (Lighthouse's SEO check asks for a valid file). */
export const ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

/** Writes robots.txt into every brand's build, so no brand folder needs its own copy. */
export function robotsPlugin(): Plugin {
  return {
    name: 'tessera-robots',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: ROBOTS_TXT });
    },
  };
}
