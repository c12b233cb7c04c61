import { DEVICE_ID_HEADER, GATEWAY_VERSION_HEADER, type ErrorCode } from '@tessera/contract';
import type { KyInstance, Options } from 'ky';
import { PlatformError } from './platform-error';
import { request, unwrap } from './request';
import type { EarlyResponses } from './early-responses';
import type { TokenStore } from './token-store';

/** How one call is sent. */
export interface CallSpec {
  /** @default 'get' */
  method?: 'get' | 'post' | 'put' | 'delete';
  searchParams?: Record<string, string> | URLSearchParams;
  /** A plain JSON body. */
  json?: unknown;
  /** A body sent as a gateway-v3 SealedPayload ("encrypted" in spec §7). */
  sealed?: unknown;
  /** A form-urlencoded body. */
  form?: Record<string, string>;
  /** A multipart/form-data body (file uploads); fetch sets its boundary. */
  multipart?: FormData;
  /** Send `Authorization: Bearer <token>` from the token store. */
  token?: boolean;
  /** The call returns nothing: an OK envelope with `value: null` is success. */
  empty?: boolean;
  /**
   * The request outlives the page (fetch `keepalive`): a call sent while the page is being
   * left or closed still reaches the platform. Bodies must stay under 64 KB.
   */
  keepalive?: boolean;
  /** The call signs someone in or up: send the browser's device id (DEVICE_ID_HEADER). */
  device?: boolean;
}

/** What the transport needs besides ky. */
export interface TransportOptions {
  tokenStore: TokenStore;
  payloadKey?: string;
  onSessionEnded?: () => void;
  /** Replies the page asked for before the site's code ran (see early-responses.ts). */
  early?: EarlyResponses;
  /** The browser's device id, for the calls that sign in (see device-id.ts). */
  deviceId?: () => string;
}

/** Codes that mean the token is no longer good (spec §4: sign in again). */
const SESSION_OVER: ReadonlySet<ErrorCode> = new Set(['SESSION_ENDED', 'UNAUTHORIZED']);

/** One call through ky: auth header, sealing and the session-ended signal in one place. */
export type Call = <T>(path: string, spec?: CallSpec) => Promise<T>;

/** Builds the `call` function every typed platform call goes through. */
export function createTransport(http: KyInstance, options: TransportOptions): Call {
  return async <T>(path: string, spec: CallSpec = {}): Promise<T> => {
    const token = spec.token ? options.tokenStore.get() : null;
    const early =
      !token && (spec.method ?? 'get') === 'get' ? takeEarly(path, spec, options) : null;
    if (early) {
      const reply = await early;
      // A reply that did not arrive intact is asked for again, the normal way.
      if (reply?.ok) return unwrap<T>(reply, { allowEmpty: spec.empty ?? false });
    }
    const headers: Record<string, string> = {};
    if (token) headers['authorization'] = `Bearer ${token}`;
    if (spec.device && options.deviceId) headers[DEVICE_ID_HEADER] = options.deviceId();
    const init: Options = { method: spec.method ?? 'get', headers };
    if (spec.searchParams) init.searchParams = spec.searchParams;
    if (spec.keepalive) init.keepalive = true;
    if (spec.json !== undefined) init.json = spec.json;
    if (spec.form) init.body = new URLSearchParams(spec.form);
    if (spec.multipart) init.body = spec.multipart;
    if (spec.sealed !== undefined) {
      if (!options.payloadKey) {
        throw new PlatformError('BAD_REQUEST', 'No payloadKey: cannot seal this call', 0);
      }
      // Sealed fresh per call: the platform refuses a replayed nonce or a stale timestamp.
      // Loaded on first use: crypto-js stays out of the lobby's first download.
      const { seal } = await import('./payload/seal');
      init.json = seal(spec.sealed, options.payloadKey);
      headers[GATEWAY_VERSION_HEADER] = '3';
    }
    try {
      return await request<T>(http, path, init, { allowEmpty: spec.empty ?? false });
    } catch (error) {
      if (token && isSessionOver(error)) endSession(options, token);
      throw error;
    }
  };
}

function isSessionOver(error: unknown): boolean {
  return error instanceof PlatformError && error.status === 401 && SESSION_OVER.has(error.code);
}

function endSession(options: TransportOptions, sentToken: string): void {
  // Only the token that was refused: a 401 arriving after a fresh login must not sign out the
  // new session, and parallel 401s for one token signal once.
  if (options.tokenStore.get() !== sentToken) return;
  options.tokenStore.set(null);
  options.onSessionEnded?.();
}

function takeEarly(path: string, spec: CallSpec, options: TransportOptions) {
  if (!options.early) return null;
  const query = spec.searchParams ? new URLSearchParams(spec.searchParams).toString() : '';
  return options.early.take(query ? `${path}?${query}` : path);
}
