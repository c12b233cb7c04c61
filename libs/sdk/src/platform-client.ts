import {
  MERCHANT_HEADER,
  PATHS,
  type AnnouncementList,
  type DomainRoute,
  type GameMenu,
  type HelpTopic,
  type PermissionInfo,
  type SystemStatusInfo,
  type WhitelabelInfo,
} from '@tessera/contract';
import ky from 'ky';
import { announcementSearchParams, type AnnouncementQuery } from './announcement-query';
import { isPlatformVerdict, request } from './request';

export interface PlatformClientOptions {
  /** Origin the platform answers on, e.g. `https://aurora.example` (the site's own origin, proxied). */
  baseUrl: string;
  /** Names the brand on every call. */
  merchantCode: string;
  /** Give up on a call after this long. @default 15000 */
  timeoutMs?: number;
  /** For tests and other runtimes. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** One typed function per platform call. */
export function createPlatformClient(options: PlatformClientOptions) {
  const http = ky.create({
    prefixUrl: options.baseUrl,
    headers: { [MERCHANT_HEADER]: options.merchantCode },
    timeout: options.timeoutMs ?? 15_000,
    // GETs are retried twice on flaky mobile networks (ky never retries POSTs by default), but
    // never a platform's own 503, and never after waiting longer than 5 s for a Retry-After.
    retry: {
      limit: 2,
      maxRetryAfter: 5_000,
      shouldRetry: ({ error }) => (isPlatformVerdict(error) ? false : undefined),
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return {
    system: {
      whitelabel: () => request<WhitelabelInfo>(http, PATHS.whitelabel),
      status: () => request<SystemStatusInfo>(http, PATHS.systemStatus),
      /** Everything the shell needs first; answers even when the caller's region is blocked. */
      permission: () => request<PermissionInfo>(http, PATHS.permission),
      /** Help topics in `language` (the platform falls back to the merchant default, then en). */
      helpCenter: (language: string) =>
        request<HelpTopic[]>(http, PATHS.helpCenter, {
          searchParams: { lang: language, device: 'WEB' },
        }),
      domainRoute: () => request<DomainRoute>(http, PATHS.domainRoute),
    },
    announcements: {
      /** Banners, player notices, popups and promotions (spec §7). */
      list: (query: AnnouncementQuery) =>
        request<AnnouncementList>(http, PATHS.announcements, {
          searchParams: announcementSearchParams(query),
        }),
    },
    games: {
      /** Game types that have vendors, with their vendors in menu order. */
      menus: () => request<GameMenu[]>(http, PATHS.gameMenus),
    },
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
