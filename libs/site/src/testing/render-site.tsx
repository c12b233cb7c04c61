import { createMemoryHistory } from '@tanstack/react-router';
import { createI18n } from '@tessera/i18n/testing';
import { createPlatformFake, type Answers, type PlatformFake } from '@tessera/sdk/testing';
import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { SiteApp } from '../app/site-app';
import { languageAtom, themeAtom } from '@tessera/site-shared/preferences';
import { testBrand } from './site-fixtures';

export interface RenderSiteOptions {
  /**
   * The fake platform the site talks to (a real PlatformClient in front of it); a fresh one
   * otherwise. The real platform is covered by its own tests and the browser tests.
   */
  platform?: PlatformFake;
  /** Answers replacing the defaults of a fresh fake platform, by call name. */
  answers?: Answers;
  /** Signs the client in with this token. @default null (signed out) */
  token?: string | null;
  language?: string;
  /**
   * The site's i18next instance. A screen's own sections load with it only in an instance that
   * loads on demand (`await loadI18n(language)`), as in the site. @default createI18n(language),
   * every language and section at once
   */
  i18n?: i18n;
}

/** Renders the whole site at `path`, as createSite() would, in memory. */
export function renderSite(path: string, options: RenderSiteOptions = {}) {
  const store = createStore();
  const language = options.language ?? 'bn';
  store.set(languageAtom, language);
  store.set(themeAtom, 'dark');
  const token = options.token ?? null;
  const platform = options.platform ?? createPlatformFake({ answers: options.answers, token });
  // A test passing its own platform and a token signs that platform's client in.
  if (options.platform && token) platform.client.tokenStore.set(token);
  const { client } = platform;
  const history = createMemoryHistory({ initialEntries: [path] });
  // StrictMode as in createSite(): effects run twice, so a bad cleanup fails here, not in dev.
  const view = render(
    <StrictMode>
      <SiteApp
        brand={testBrand}
        client={client}
        i18n={options.i18n ?? createI18n(language)}
        store={store}
        history={history}
      />
    </StrictMode>,
  );
  return { ...view, store, history, client, platform };
}
