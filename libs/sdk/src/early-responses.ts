import { EARLY_RESPONSES_GLOBAL } from '@tessera/contract';

/**
 * Replies the page asked for before the site's code arrived: the brand's index.html starts the
 * token-free calls of the first screen (the lobby's banners) as soon as the HTML is read, so on a
 * slow phone they travel while the scripts download. The client takes each one once, in place
 * of sending the same call again; anything not there, or not intact, is sent as usual.
 *
 * The page keeps them on `window[EARLY_RESPONSES_GLOBAL]`, keyed by path and query string
 * exactly as the client builds them.
 */
export interface EarlyResponses {
  /** The reply to `pathAndQuery` started by the page, once; null when there is none. */
  take(pathAndQuery: string): Promise<Response | null> | null;
}

/** Reads the page's early replies from `scope` (the window); none when it started none. */
export function earlyResponsesOf(scope: object): EarlyResponses {
  const started = (scope as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL];
  const pending = new Map<string, Promise<Response | null>>();
  if (started && typeof started === 'object')
    for (const [call, reply] of Object.entries(started as Record<string, Promise<Response>>))
      // A reply that failed is no reply: the call is then sent the usual way.
      pending.set(
        call,
        Promise.resolve(reply).catch(() => null),
      );
  return {
    take(pathAndQuery) {
      const reply = pending.get(pathAndQuery) ?? null;
      pending.delete(pathAndQuery);
      return reply;
    },
  };
}
