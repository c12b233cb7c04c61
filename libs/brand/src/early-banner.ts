import {
  lobbyContentQuery,
  announcementSearchParams,
  EARLY_RESPONSES_GLOBAL,
  MERCHANT_HEADER,
  PATHS,
} from '@tessera/contract';
import { LANGUAGE_STORAGE_KEY, LANGUAGES } from '@tessera/i18n/languages';
import { BOOT_BANNER_HIDDEN_FROM, BOOT_BANNER_SHOWN_GLOBAL, BOOT_IDS } from './boot-ids';

/** What the page's early-banner script needs to know, fixed at build time. */
export interface EarlyBannerConfig {
  merchantCode: string;
  /** The banners call's path and query, with LANGUAGE_MARK where the language goes. */
  call: string;
  header: string;
  storageKey: string;
  languages: string[];
  global: string;
  mark: string;
  slot: string;
  /** The media query under which the slot is hidden (wide screens). */
  hiddenFrom: string;
  /** The window property for the promise of the banner's first paint. */
  shown: string;
}

const LANGUAGE_MARK = '__LANGUAGE__';

/**
 * Runs in the page, inlined into index.html (so it must not use anything from outside its own
 * body): on the home page, asks for the merchant's banners in the reader's language as soon as
 * the HTML is read, leaves the reply for the site's client (which takes it instead of asking
 * again) and shows the first home banner in the boot slot. On a slow phone the picture players
 * came for is up before the site's scripts download; a missing reply changes nothing.
 * Where the slot shows, it leaves a promise that settles once the banner has been painted (or
 * is known not to come), which the start script waits for (start-site.ts).
 */
export function startEarlyBanner(config: EarlyBannerConfig): void {
  if (location.pathname !== '/') return;
  let language = document.documentElement.lang;
  try {
    const stored = localStorage.getItem(config.storageKey);
    if (stored && config.languages.includes(stored)) language = stored;
  } catch {
    // No storage (private mode): the brand's default language, as the site would pick.
  }
  const call = config.call.replace(config.mark, encodeURIComponent(language));
  const reply = fetch(call, {
    headers: { [config.header]: config.merchantCode, 'accept-language': language },
  });
  const early = ((window as unknown as Record<string, Record<string, Promise<Response>>>)[
    config.global
  ] ??= {});
  early[call] = reply;
  const banner = reply
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body) => {
      const banners = body?.code === 'OK' ? body.value?.banners : null;
      const first = Array.isArray(banners)
        ? banners.find((banner) => banner.groupName === 'w_home')
        : undefined;
      const slot = document.getElementById(config.slot);
      if (!first || typeof first.imageUrl !== 'string' || !slot) return;
      const image = new Image(1200, 400);
      image.alt = '';
      image.fetchPriority = 'high';
      image.src = first.imageUrl;
      slot.append(image);
      // Decoded, it is painted in the next frame, whose animation callback comes just before.
      return image
        .decode()
        .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    })
    .catch(() => undefined);
  if (!matchMedia(config.hiddenFrom).matches)
    (window as unknown as Record<string, Promise<void>>)[config.shown] = banner;
}

/** The inline script for one brand: the function above with its settings. */
export function earlyBannerScript(merchantCode: string): string {
  const config: EarlyBannerConfig = {
    merchantCode,
    call: `${PATHS.announcements}?${announcementSearchParams(lobbyContentQuery(LANGUAGE_MARK))}`,
    header: MERCHANT_HEADER,
    storageKey: LANGUAGE_STORAGE_KEY,
    languages: LANGUAGES.map((language) => language.code),
    global: EARLY_RESPONSES_GLOBAL,
    mark: LANGUAGE_MARK,
    slot: BOOT_IDS.banner,
    hiddenFrom: BOOT_BANNER_HIDDEN_FROM,
    shown: BOOT_BANNER_SHOWN_GLOBAL,
  };
  return `(${startEarlyBanner.toString()})(${JSON.stringify(config)});`;
}
