import { createMemoryHistory } from '@tanstack/react-router';
import { createI18n } from '@tessera/i18n';
import { memoryTokenStore, type PlatformClient } from '@tessera/sdk';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { SiteApp } from '../app/site-app';
import { languageAtom, themeAtom } from '../preferences';
import {
  announcements,
  helpTopics,
  menus,
  permission,
  testBrand,
  whitelabel,
} from './site-fixtures';
import { hotGames, lotteryDraw, lotteryGames, pageOf, vendorLanes, winners } from './game-fixtures';
import { loginInfo, loginResult, member, registerSettings } from './account-fixtures';

type Areas = Exclude<keyof PlatformClient, 'tokenStore'>;
type Calls = { [Area in Areas]: Partial<PlatformClient[Area]> };

/**
 * A client answering as the platform would, from the fixtures; a test overrides single calls.
 * The real platform is covered by its own tests and the browser tests.
 */
export function fakeClient(
  overrides: Partial<Calls> = {},
  token: string | null = null,
): PlatformClient {
  const tokenStore = memoryTokenStore(token);
  const signIn = async () => {
    tokenStore.set(loginResult.token);
    return loginResult;
  };
  const base: PlatformClient = {
    tokenStore,
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
      registerSettings: async () => registerSettings,
    },
    announcements: { list: async () => announcements },
    games: {
      menus: async () => menus,
      list: async (query) =>
        pageOf(hotGames.filter((g) => !query.vassalage || g.vassalage === query.vassalage)),
      vendorLanes: async () => vendorLanes,
      hot: async () => ({ list: hotGames }),
      favouriteIds: async () => ({ nodeIds: [] }),
      favourites: async () => pageOf([]),
      addFavourite: async () => undefined,
      removeFavourite: async () => undefined,
      recent: async () => pageOf([]),
      pokerRooms: async () => ({ rooms: [] }),
      liveModels: async () => [],
      liveChat: async () => ({ chatUrl: 'about:blank' }),
      winners: async () => winners,
      launch: async () => ({ url: 'about:blank' }),
      launchVendor: async () => ({ url: 'about:blank' }),
    },
    lottery: {
      menu: async () => lotteryGames,
      recent: async () => [lotteryDraw],
      opened: async () => lotteryDraw,
    },
    // Like the SDK, calls that sign in keep the token, and logout drops it.
    session: {
      login: signIn,
      freePlay: signIn,
      logout: async () => tokenStore.set(null),
      captcha: async () => ({ captchaKey: 'k1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
    },
    verification: {
      smsForLogin: async () => ({ expiredMinutes: 1 }),
      smsForRegister: async () => ({ expiredMinutes: 1 }),
    },
    member: {
      register: signIn,
      info: async () => member,
      icon: async () => ({ iconUrl: null }),
      loginInfo: async () => loginInfo,
      firstLogin: async () => undefined,
      setLanguage: async () => undefined,
      changePassword: async () => undefined,
      forgotByEmail: async () => undefined,
      resetByMobile: signIn,
      resetByEmail: signIn,
    },
    agent: { affiliate: async () => ({ valid: true }) },
    wallet: {
      balance: async () => ({ balance: 123_450, currency: 'BDT', currencySymbol: '৳' }),
    },
  };
  const areas = Object.keys(base).filter((key) => key !== 'tokenStore') as Areas[];
  return Object.fromEntries([
    ['tokenStore', tokenStore],
    ...areas.map((area) => [area, { ...base[area], ...overrides[area] }]),
  ]) as PlatformClient;
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
  const client = options.client ?? fakeClient({}, options.token ?? null);
  // A test passing its own client and a token signs that client in.
  if (options.client && options.token) options.client.tokenStore.set(options.token);
  const history = createMemoryHistory({ initialEntries: [path] });
  // StrictMode as in createSite(): effects run twice, so a bad cleanup fails here, not in dev.
  const view = render(
    <StrictMode>
      <SiteApp
        brand={testBrand}
        client={client}
        i18n={createI18n(language)}
        store={store}
        history={history}
      />
    </StrictMode>,
  );
  return { ...view, store, history, client };
}
