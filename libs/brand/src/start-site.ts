/** What the page's start script needs to know, fixed at build time. */
export interface StartSiteConfig {
  /** The site's entry module. */
  entry: string;
  /** The modules the entry imports, fetched beside it rather than after it. */
  preloads: string[];
  /** The window property where the early banner leaves its promise (early-banner.ts). */
  bannerShown: string;
  /** The longest the site's scripts wait for that banner, in ms. */
  waitMs: number;
}

/**
 * Runs in the page, inlined at the end of index.html's body (so it must not use anything from
 * outside its own body): starts the site's scripts.
 * - A hidden tab has no frames to wait for: at once.
 * - Else after the next frame, so the static header and the page colour are on screen before
 *   the script's evaluation (the longest task of the load).
 * - On a phone's home, first the early banner: the picture players came for gets the phone's
 *   bandwidth and main thread before ~200 KB of script do, which is what brings it up sooner on
 *   4G. Never longer than `waitMs`: a slow banner call does not hold the site back.
 */
export function startSite(config: StartSiteConfig): void {
  const nonce = document.currentScript?.nonce ?? '';
  const load = () => {
    for (const href of config.preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      link.nonce = nonce;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = config.entry;
    script.nonce = nonce;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') return load();
  let started = false;
  const afterFrame = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(load));
  };
  const shown = (window as unknown as Record<string, Promise<void> | undefined>)[
    config.bannerShown
  ];
  if (!shown) return afterFrame();
  shown.then(afterFrame, afterFrame);
  setTimeout(afterFrame, config.waitMs);
}

/** The inline script that starts one build's entry. */
export function startSiteScript(config: StartSiteConfig): string {
  return `(${startSite.toString()})(${JSON.stringify(config)});`;
}
