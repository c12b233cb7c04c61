import {
  fillPath,
  type ReplyOf,
  type RequestOf,
  type Route,
  type RouteRequest,
} from '@tessera/contract';
import type { Call, CallSpec } from './transport';

/** How a route's body travels, besides plain JSON. */
export interface SendOptions {
  /** The body goes as a gateway-v3 SealedPayload. */
  sealed?: boolean;
  /** The body goes form-urlencoded (a flat object of strings), where the spec lists it so. */
  form?: boolean;
  /** The request outlives the page (see CallSpec.keepalive). */
  keepalive?: boolean;
  /** The body is a FormData sent as multipart/form-data (a route whose body is MultipartBody). */
  multipart?: boolean;
  /** The call returns nothing: an OK envelope with `value: null` is success (see CallSpec.empty). */
  empty?: boolean;
  /** The call signs someone in or up (see CallSpec.device). */
  device?: boolean;
}

/** A call's request argument, left out for a call that sends nothing. */
type RequestArgs<R> = keyof RequestOf<R> extends never ? [] : [request: RequestOf<R>];

/**
 * Makes one call of the route table: method, path and whether the session token goes with it
 * all come from the call's entry, so the SDK names none of them.
 */
export function callRoute<R extends Route>(
  call: Call,
  route: R,
  ...[request, options]: [...RequestArgs<R>, options?: SendOptions]
): Promise<ReplyOf<R>>;
export function callRoute(
  call: Call,
  route: Route,
  ...args: [RouteRequest?, SendOptions?]
): Promise<unknown> {
  // A call that sends nothing takes its options first; the two share no key, so they are told
  // apart by their keys.
  const [request = {}, options = {}] = isRequest(args[0]) ? args : [{}, args[0] as SendOptions];
  const spec: CallSpec = {
    method: route.method.toLowerCase() as CallSpec['method'],
    token: route.auth !== 'none',
  };
  if (request.query) spec.searchParams = searchParamsOf(request.query);
  if (request.body !== undefined) {
    if (options.sealed) spec.sealed = request.body;
    else if (options.form) spec.form = request.body as Record<string, string>;
    else if (options.multipart) spec.multipart = request.body as FormData;
    else spec.json = request.body;
  }
  if (options.keepalive) spec.keepalive = true;
  if (options.empty) spec.empty = true;
  if (options.device) spec.device = true;
  return call(fillPath(route.path, request.params), spec);
}

function isRequest(arg: unknown): boolean {
  return arg !== undefined && ['params', 'query', 'body'].some((key) => key in (arg as object));
}

/** The query's set fields as strings; undefined and empty ones are left out (no filter). */
function searchParamsOf(query: object): Record<string, string> {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}
