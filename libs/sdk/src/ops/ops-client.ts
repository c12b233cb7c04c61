import {
  CSRF_HEADER,
  fillPath,
  STAFF_SESSION_ROUTES,
  type OpsRoute,
  type ReplyOf,
  type RequestOf,
  type RouteRequest,
  type StaffSelf,
  type StaffSignedIn,
} from '@tessera/contract';
import ky, { HTTPError } from 'ky';
import { PlatformError } from '../platform-error';
import { isPlatformVerdict, request, unwrap } from '../request';

export interface OpsClientOptions {
  /** The console's own origin: /ops is proxied to the platform, so the session cookie is same-origin. */
  baseUrl: string;
  /** The reader's language, sent as `Accept-Language`. */
  language?: () => string;
  /**
   * Called when a call that needed a session answers 401 (session over, idle or absolute, or
   * ended elsewhere): the console goes back to sign-in. Not called for the sign-in steps.
   */
  onUnauthorized?: (error: PlatformError) => void;
  /** Give up on a call after this long. @default 15000 */
  timeoutMs?: number;
  /** For tests. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** A call's request argument, left out for a call that sends nothing. */
type RequestArgs<R> = keyof RequestOf<R> extends never ? [] : [request: RequestOf<R>];

/** Makes any call of OPS_ROUTE_TABLE, typed by its entry. */
export type CallOps = <R extends OpsRoute>(
  route: R,
  ...args: RequestArgs<R>
) => Promise<ReplyOf<R>>;

/** What the console talks to the platform through. */
export interface OpsClient {
  callOps: CallOps;
  /** The session's CSRF token held in memory (null when signed out). */
  csrfToken(): string | null;
  /** Sets or forgets the CSRF token (the client sets it itself from StaffSelf / StaffSignedIn). */
  setCsrfToken(token: string | null): void;
  /**
   * A call whose reply is bytes (`BinaryReply`: a proof image, an identity document): the file
   * as a Blob of its media type; a refusal is still an envelope, thrown as a PlatformError.
   */
  bytesOps(route: OpsRoute, request?: RouteRequest): Promise<Blob>;
}

const SAFE = new Set(['GET', 'HEAD']);

/**
 * The operators' client: one generic `callOps(route, request)` over every /ops call. The session
 * travels in its HttpOnly cookie (credentials included); unsafe calls carry the CSRF token the
 * session's StaffSelf named; a failed envelope becomes a PlatformError with its code.
 */
export function createOpsClient(options: OpsClientOptions): OpsClient {
  let csrf: string | null = null;
  const { language } = options;
  const http = ky.create({
    prefixUrl: options.baseUrl,
    credentials: 'include',
    timeout: options.timeoutMs ?? 15_000,
    retry: {
      limit: 1,
      shouldRetry: ({ error }) => (isPlatformVerdict(error) ? false : undefined),
    },
    hooks: language
      ? { beforeRequest: [(req) => void req.headers.set('accept-language', language())] }
      : {},
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const callOps = async (route: OpsRoute, request_: RouteRequest = {}): Promise<unknown> => {
    const headers: Record<string, string> = {};
    if (!SAFE.has(route.method) && csrf) headers[CSRF_HEADER] = csrf;
    const init: Parameters<typeof http>[1] = {
      method: route.method.toLowerCase(),
      headers,
    };
    if (request_.query) init.searchParams = searchParamsOf(request_.query);
    if (request_.body !== undefined) init.json = request_.body;
    try {
      const reply = await request<unknown>(http, fillPath(route.path, request_.params), init, {
        allowEmpty: true,
      });
      remember(route, reply);
      return reply;
    } catch (error) {
      if (error instanceof PlatformError && error.status === 401 && route.permission !== 'public') {
        csrf = null;
        options.onUnauthorized?.(error);
      }
      throw error;
    }
  };

  /** Keeps the CSRF token of a new or read session; forgets it at sign-out. */
  function remember(route: OpsRoute, reply: unknown) {
    if (route === STAFF_SESSION_ROUTES.self) csrf = (reply as StaffSelf).csrfToken;
    else if (route === STAFF_SESSION_ROUTES.code || route === STAFF_SESSION_ROUTES.passkeySignIn)
      csrf = (reply as StaffSignedIn).self.csrfToken;
    else if (route === STAFF_SESSION_ROUTES.signOut) csrf = null;
  }

  const bytesOps = async (route: OpsRoute, request_: RouteRequest = {}): Promise<Blob> => {
    let response: Response;
    try {
      response = await http(fillPath(route.path, request_.params).replace(/^\//, ''), {
        method: route.method.toLowerCase(),
        retry: 0,
      });
    } catch (error) {
      if (!(error instanceof HTTPError)) throw new PlatformError('NETWORK', String(error), 0);
      const failure = await unwrap(error.response).catch((e: unknown) => e);
      if (failure instanceof PlatformError && failure.status === 401) {
        csrf = null;
        options.onUnauthorized?.(failure);
      }
      throw failure;
    }
    return response.blob();
  };

  return {
    bytesOps,
    callOps: callOps as CallOps,
    csrfToken: () => csrf,
    setCsrfToken: (token) => void (csrf = token),
  };
}

/** The query's set fields as strings; undefined and empty ones are left out (no filter). */
function searchParamsOf(query: object): Record<string, string> {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}
