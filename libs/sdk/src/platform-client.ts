import {
  MERCHANT_HEADER,
  PATHS,
  type SystemStatusInfo,
  type WhitelabelInfo,
} from '@tessera/contract';
import ky from 'ky';
import { request } from './request';

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
    // GETs are retried twice on flaky mobile networks; ky never retries POSTs by default.
    retry: { limit: 2 },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return {
    system: {
      whitelabel: () => request<WhitelabelInfo>(http, PATHS.whitelabel),
      status: () => request<SystemStatusInfo>(http, PATHS.systemStatus),
    },
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
