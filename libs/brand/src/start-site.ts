import { watchStartFailure, type StartFailureConfig } from './start-failure';

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
 * `onFailure` is called when the entry, or a module it imports, cannot be fetched (the script's
 * `error` event covers its whole static module graph, the preloaded modules too): nothing of
 * the site ran then, so only the page can tell the player (start-failure.ts).
 */
export function startSite(config: StartSiteConfig, onFailure: () => void): void {
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
    script.addEventListener('error', onFailure);
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

/** The inline script that starts one build's entry and shows the start-failure screen if need be. */
export function startSiteScript(config: StartSiteConfig, failure: StartFailureConfig): string {
  // `<` escaped so no text can close the script element.
  const json = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');
  const watch = `(${watchStartFailure.toString()})(${json(failure)})`;
  return `(${startSite.toString()})(${json(config)},${watch});`;
}
