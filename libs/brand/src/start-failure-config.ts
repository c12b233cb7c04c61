import { LANGUAGE_STORAGE_KEY, LANGUAGES, languageDir } from '@tessera/i18n/languages';
import * as startFailed from '@tessera/i18n/start-failed';
import { BOOT_IDS, START_FAILED_EVENT } from './boot-ids';
import type { BrandFacts } from './pwa/brand-facts';
import type { StartFailureConfig } from './start-failure';

/**
 * The screen's style, in the default theme's colours as the brand config writes them (the
 * site's theme is never applied: its code did not run). Below the boot header (53 px), centred,
 * never wider than the screen; `text-align:center` reads the same either way round.
 */
function startFailureCss(facts: BrandFacts): string {
  const c = facts.colours;
  const text = c['text'] ?? (facts.defaultTheme === 'dark' ? '#f5f5f5' : '#111111');
  const brand = c['brand'] ?? '#1a73e8';
  const id = `#${BOOT_IDS.startFailed}`;
  return (
    `${id}{box-sizing:border-box;width:calc(100% - 32px);max-width:28rem;margin:77px auto 16px;` +
    `padding:24px;border-radius:12px;text-align:center;overflow-wrap:anywhere;` +
    `font:1rem/1.5 var(--font-family,system-ui,sans-serif);color:${text};` +
    `background:${c['surface'] ?? c['bg']};border:1px solid ${c['border'] ?? 'transparent'}}` +
    `${id} h1{margin:0 0 8px;font-size:1.25rem}${id} p{margin:0 0 16px}` +
    // No lone last word on a wide screen where the browser can balance the lines.
    `${id} h1,${id} p{text-wrap:balance}` +
    `${id} button{min-height:44px;padding:0 24px;border:0;border-radius:8px;font:inherit;` +
    `font-weight:700;cursor:pointer;background:${brand};color:${c['brandContrast'] ?? '#fff'}}` +
    `${id} button:focus-visible{outline:3px solid ${c['focus'] ?? brand};outline-offset:2px}`
  );
}

/** The start-failure screen's settings for one brand: only its own languages' texts. */
export function startFailureConfig(facts: BrandFacts): StartFailureConfig {
  return {
    texts: Object.fromEntries(
      facts.languages.map((code) => [code, { ...startFailed[code], dir: languageDir(code) }]),
    ),
    storageKey: LANGUAGE_STORAGE_KEY,
    languages: LANGUAGES.map((language) => language.code),
    css: startFailureCss(facts),
    id: BOOT_IDS.startFailed,
    root: 'root',
    banner: BOOT_IDS.banner,
    event: START_FAILED_EVENT,
  };
}
