// One platform call as plain data: method, path and who may call it, typed with what it sends
// and answers (ts-rest's `c.body<T>()` / `c.response<T>()`, written here). No schema is built in
// this file: the SDK (and so the site bundle) imports entries like these; the runtime schemas are
// attached apart (`route-schemas.ts`), for the platform and the tests only.

// PATCH for operator calls only (a merchant's deposit method); no SDK call sends one.
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may make a call: anyone, a signed-in member (session bearer), or an operator (ops bearer). */
export type RouteAuth = 'none' | 'member' | 'operator';

/** What a call sends, each part only where it has one. */
export interface RouteRequest {
  /** Values for the path's `:name` segments. */
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
}

/** The plain-data part of a call. */
export interface RouteEntry {
  readonly method: HttpMethod;
  /** With `:name` segments for path parameters, as Fastify spells them. */
  readonly path: string;
  readonly auth: RouteAuth;
}

/** A call with its request and reply types; `types` exists for the compiler only, never at run time. */
export interface Route<
  Req extends RouteRequest = RouteRequest,
  Reply = unknown,
> extends RouteEntry {
  readonly types?: { request: Req; reply: Reply };
}

/**
 * A multipart/form-data body (fields and files), as the SDK builds it in a FormData. Named by
 * shape so the contract needs no DOM types; the call's `multipart` schema describes its parts,
 * and the platform reads them part by part (route-schemas.ts).
 */
export interface MultipartBody {
  has(name: string): boolean;
  getAll(name: string): unknown[];
}

/** A reply that is bytes (an image), not the JSON envelope; its schemas list the content types. */
export type BinaryReply = Uint8Array;

/** A call that sends no params, query or body. */
export type NoRequest = Record<never, never>;

/** A reply of `null` (`value: null` in an OK envelope): the call returns nothing. */
export type NoReply = null;

/**
 * Declares one call: `route<{ body: DrawClaimRequest }, DrawTicket>('POST', path, 'member')`.
 * Builds plain data and nothing else, so a bundle keeps only the entries it reads.
 */
export const route = <Req extends RouteRequest = NoRequest, Reply = NoReply>(
  method: HttpMethod,
  path: string,
  auth: RouteAuth,
): Route<Req, Reply> => ({ method, path, auth });

export type RequestOf<R> = R extends Route<infer Req, unknown> ? Req : never;
export type ReplyOf<R> = R extends Route<RouteRequest, infer Reply> ? Reply : never;

/** A table area: call name → route. */
export type RouteArea = Readonly<Record<string, Route>>;

/** `path` with each `:name` segment replaced by its value (URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
