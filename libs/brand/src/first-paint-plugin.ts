import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from './content-security-policy';
import { BOOT_BANNER_HIDDEN_FROM, BOOT_BANNER_SHOWN_GLOBAL, BOOT_IDS } from './boot-ids';
import { earlyBannerScript } from './early-banner';
import { brandFactsOf } from './pwa/brand-facts';
import type { StartFailureConfig } from './start-failure';
import { startFailureConfig } from './start-failure-config';
import { startSiteScript } from './start-site';

/** What the build wrote for one of its files: a chunk's code or an asset's source. */
export type BuiltFile =
  { type: 'chunk'; code: string } | { type: 'asset'; source: string | Uint8Array };

const ENTRY_SCRIPT =
  /\s*<script type="module" crossorigin src="(\/[^"]+\.js)"( nonce="[^"]*")?><\/script>/;
const MODULE_PRELOAD =
  /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)"(?: nonce="[^"]*")?>/g;

/** What the rewrite needs to know of the brand. */
export interface FirstPaintBrand {
  /** Asks for the home's banners from the HTML when given (early-banner.ts). */
  merchantCode?: string;
  /** The screen shown when the site's code or texts cannot be downloaded (start-failure.ts). */
  startFailure: StartFailureConfig;
}

/** The longest a phone's home waits for its early banner before starting the site's scripts. */
const BANNER_WAIT_MS = 1000;
const ENTRY_STYLESHEET =
  /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)"( nonce="[^"]*")?>/;

/**
 * Rewrites the built index.html so a phone paints before it runs any of the site's code:
 * - the entry stylesheet goes inline: one round trip less before the first paint;
 * - the entry script and its module preloads are started by an inline script at the end of the
 *   body (start-site.ts): after the next frame, and on a phone's home after the early banner,
 *   so the header, the page colour and the banner are on screen before ~200 KB of script are
 *   fetched and run; if they cannot be, or the site reports that its texts could not be, the
 *   same script shows a translated "could not load" screen with "Try again" (start-failure.ts).
 * Pure, on the HTML text and the bundle, so a test reads what a browser would get.
 */
export function paintFirst(
  html: string,
  bundle: Record<string, BuiltFile>,
  { merchantCode, startFailure }: FirstPaintBrand,
): string {
  let out = merchantCode ? withEarlyBanner(html, merchantCode) : html;
  const style = ENTRY_STYLESHEET.exec(out);
  const css = style && bundle[style[1] as string];
  if (style && css?.type === 'asset') {
    const text = typeof css.source === 'string' ? css.source : new TextDecoder().decode(css.source);
    out = out.replace(style[0], () => `<style${style[2] ?? ''}>${text}</style>`);
  }
  const script = ENTRY_SCRIPT.exec(out);
  if (script) {
    const preloads = [...out.matchAll(MODULE_PRELOAD)].map((link) => link[1] as string);
    const start = startSiteScript(
      {
        entry: script[1] as string,
        preloads,
        bannerShown: BOOT_BANNER_SHOWN_GLOBAL,
        waitMs: BANNER_WAIT_MS,
      },
      startFailure,
    );
    out = out
      .replace(script[0], '')
      .replace(MODULE_PRELOAD, '')
      .replace('</body>', () => `  <script${script[2] ?? ''}>${start}</script>\n  </body>`);
  }
  return out;
}

/**
 * Where the phone lobby's first banner sits: under the site's header (63 px on a phone), inset
 * by the page's padding, in the lobby banner's 3:1 box and corners (banner-carousel.module.css),
 * so the site's own banner comes up in its place at its size and the site removes this one
 * (BannerCarousel). Laid over the page rather than in it, so nothing moves when it goes. Phones
 * only: wider screens lay the lobby out beside the side menu, and are not waiting on 4G.
 */
const EARLY_BANNER_CSS =
  `#${BOOT_IDS.banner}{position:absolute;inset:calc(63px + var(--space-4)) var(--space-4) auto;z-index:1}` +
  `#${BOOT_IDS.banner} img{display:block;width:100%;height:auto;aspect-ratio:3;object-fit:cover;border-radius:var(--radius-lg)}` +
  `@media ${BOOT_BANNER_HIDDEN_FROM}{#${BOOT_IDS.banner}{display:none}}`;

function withEarlyBanner(html: string, merchantCode: string): string {
  const nonce = ` nonce="${CSP_NONCE_PLACEHOLDER}"`;
  return html
    .replace(
      '</head>',
      () =>
        `  <style${nonce}>${EARLY_BANNER_CSS}</style>\n` +
        `    <script${nonce}>${earlyBannerScript(merchantCode)}</script>\n  </head>`,
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="${BOOT_IDS.banner}" aria-hidden="true"></div>\n    <div id="root"></div>`,
    );
}

/**
 * Applies {@link paintFirst} to the production build's index.html. `root`: the brand app's
 * folder, whose brand.config.ts gives the start-failure screen its languages and colours.
 */
export function firstPaintPlugin(root: string, merchantCode?: string): Plugin {
  const configFile = join(root, 'brand.config.ts');
  const brandOf = (): FirstPaintBrand => ({
    merchantCode,
    startFailure: startFailureConfig(brandFactsOf(readFileSync(configFile, 'utf8'), configFile)),
  });
  return {
    name: 'tessera-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.bundle
          ? paintFirst(html, context.bundle as Record<string, BuiltFile>, brandOf())
          : html,
    },
  };
}
