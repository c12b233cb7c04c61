import { createMemoryHistory } from '@tanstack/react-router';
import { createI18n } from '@tessera/i18n';
import type { PlatformClient } from '@tessera/sdk';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { SiteApp } from '../app/site-app';
import { languageAtom, themeAtom } from '../preferences';
import { tokenAtom } from '../session';
import {
  announcements,
  helpTopics,
  menus,
  permission,
  testBrand,
  whitelabel,
} from './site-fixtures';

type Calls = {
  [Area in keyof PlatformClient]: Partial<PlatformClient[Area]>;
};

/**
 * A client answering as the platform would, from the fixtures; a test overrides single calls.
 * The real platform is covered by its own tests and the browser tests.
 */
export function fakeClient(overrides: Partial<Calls> = {}): PlatformClient {
  const base: PlatformClient = {
    system: {
      whitelabel: async () => whitelabel,
      status: async () => ({
        maintenance: false,
        maintenanceEnd: null,
        serverTime: '2026-11-22T00:00:00Z',
      }),
      permission: async () => permission,
      helpCenter: async () => helpTopics,
      domainRoute: async () => ({ mainDomain: 'test.example', domains: ['test.example'] }),
    },
    announcements: { list: async () => announcements },
    games: { menus: async () => menus },
  } as unknown as PlatformClient;
  return {
    ...base,
    system: { ...base.system, ...overrides.system },
    announcements: { ...base.announcements, ...overrides.announcements },
    games: { ...base.games, ...overrides.games },
  };
}

export interface RenderSiteOptions {
  client?: PlatformClient;
  token?: string | null;
  language?: string;
}

/** Renders the whole site at `path`, as createSite() would, in memory. */
export function renderSite(path: string, options: RenderSiteOptions = {}) {
  const store = createStore();
  const language = options.language ?? 'bn';
  store.set(languageAtom, language);
  store.set(themeAtom, 'dark');
  store.set(tokenAtom, options.token ?? null);
  const history = createMemoryHistory({ initialEntries: [path] });
  // StrictMode as in createSite(): effects run twice, so a bad cleanup fails here, not in dev.
  const view = render(
    <StrictMode>
      <SiteApp
        brand={testBrand}
        client={options.client ?? fakeClient()}
        i18n={createI18n(language)}
        store={store}
        history={history}
      />
    </StrictMode>,
  );
  return { ...view, store, history };
}
