import '@tessera/ui/tokens.css';
import { START_FAILED_EVENT, type BrandConfig } from '@tessera/brand';
import { pickPreference } from '@tessera/domain';
import { LANGUAGES, loadI18n } from '@tessera/i18n';
import {
  browserDeviceId,
  createPlatformClient,
  earlyResponsesOf,
  sessionTokenStore,
  type PlatformClient,
} from '@tessera/sdk';
import { THEME_MODES, themeCss } from '@tessera/ui';
import { createStore } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteApp, createSiteRuntime, type SiteRuntime } from './site-app';
import {
  applyLanguage,
  applyTheme,
  languageAtom,
  readStored,
  themeAtom,
} from '@tessera/site-shared/preferences';
import { sessionEndedAtom } from '@tessera/site-shared/session';
import { startFieldData } from '@tessera/site-shared/vitals';

export interface CreateSiteOptions {
  /** Element to render into. @default document.getElementById('root') */
  container?: HTMLElement;
  /** Where the platform answers. @default the page's own origin (proxied to the platform) */
  platformUrl?: string;
}

/** Starts the player site for one brand: the only call a brand app makes. */
export function createSite(brand: Readonly<BrandConfig>, options: CreateSiteOptions = {}) {
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('createSite: no #root element to render into');

  const language = pickPreference(
    readStored('language'),
    LANGUAGES.map((option) => option.code),
    brand.defaultLanguage,
  );
  const theme = pickPreference(readStored('theme'), THEME_MODES, brand.defaultTheme);
  // Set before the first paint so a light-theme visitor never sees a dark flash.
  applyLanguage(language);
  applyTheme(theme);
  document.title = brand.name;
  const style = document.createElement('style');
  style.dataset.brandTheme = brand.id;
  style.textContent = themeCss(brand.theme);
  document.head.append(style);

  const store = createStore();
  store.set(languageAtom, language);
  store.set(themeAtom, theme);
  const platformUrl = options.platformUrl ?? window.location.origin;
  const client = createPlatformClient({
    baseUrl: platformUrl,
    merchantCode: brand.merchantCode,
    language: () => store.get(languageAtom),
    payloadKey: brand.payloadKey,
    tokenStore: sessionTokenStore({ storage: sessionStorage, search: window.location.search }),
    // The SDK already dropped the token; the shell tells the player and offers the login popup.
    onSessionEnded: () => store.set(sessionEndedAtom, (count) => count + 1),
    early: earlyResponsesOf(window),
    // A random id kept in local storage, sent when signing in or up: the money desk's hint that
    // two accounts share a browser.
    deviceId: browserDeviceId(),
  });

  const root = createRoot(container);
  // Only the reader's language is downloaded; index.html started fetching it with the entry
  // script (languageChunks' preload), so this rarely waits. The router loads the first page's
  // data meanwhile, so the first render draws the whole page at once: in a transition, which
  // React slices to give the main thread back every few milliseconds, where a router loaded
  // after mounting would have made the page's arrival one long blocking render (its stores are
  // external, and React applies their changes synchronously). The static header in
  // index.html covers the wait; a page that fails to load is drawn by the route's error screen.
  // Without its texts (the table's download failed) or its router, the site has nothing to draw
  // with: index.html's start script shows its own translated "could not load" screen instead
  // (START_FAILED_EVENT), so the player is never left with the bare header.
  void Promise.all([loadI18n(language), loadRuntime(client, store)])
    .then(([i18n, runtime]) =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <SiteApp brand={brand} client={client} i18n={i18n} store={store} runtime={runtime} />
          </StrictMode>,
        ),
      ),
    )
    .catch((error: unknown) => {
      console.error('The site could not start', error);
      window.dispatchEvent(new Event(START_FAILED_EVENT));
    });
  startFieldData(platformUrl, brand.merchantCode);
}

/**
 * Builds the router and loads the first page, in a task of its own: evaluating the entry is
 * already the longest task of the load, and building every route of the site on top of it would
 * keep a phone's first taps waiting longer.
 */
async function loadRuntime(
  client: PlatformClient,
  store: ReturnType<typeof createStore>,
): Promise<SiteRuntime> {
  await new Promise((resolve) => setTimeout(resolve));
  const runtime = createSiteRuntime(client, store);
  await runtime.router.load();
  return runtime;
}
