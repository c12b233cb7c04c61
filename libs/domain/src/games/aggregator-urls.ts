// Rules for the two URLs of a launch through an aggregator: the operator's base URL of the
// aggregator, and the game URL the aggregator answers (which the player's browser then opens).

/**
 * Whether `text` may be an aggregator's base URL: http or https, a host, no user or password
 * (they would be sent on every call and shown in logs), no query or fragment (paths are
 * appended to it).
 */
export function isHttpBaseUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (!url.hostname || url.username || url.password) return false;
  return url.search === '' && url.hash === '' && !text.includes('?') && !text.includes('#');
}

/**
 * The game URL an aggregator answered, if the player's browser may open it: an http(s) URL,
 * or a path on the site's own origin (`/…`, not the protocol-relative `//…`). Anything else
 * (`javascript:`, `data:`, a bare word) is refused as no answer: null.
 */
export function playableGameUrl(text: string): string | null {
  const value = text.trim();
  if (value.length === 0 || value.length > 2048 || /[\s\p{Cc}]/u.test(value)) return null;
  if (value.startsWith('/'))
    return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}
