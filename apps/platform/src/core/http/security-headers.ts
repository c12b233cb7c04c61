/**
 * Headers of every platform reply unless its route sets its own (pages and images do): no
 * browser may sniff a JSON reply into a script or page, frame it, or keep it in a cache (the
 * member's data, balance and session live in these replies; a shared computer must not show them
 * from its cache). Routes that are safe to cache say so (game art: `public, max-age=86400`).
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

/**
 * The Swagger UI at /docs: its own scripts and styles only (its components set inline styles),
 * the description fetched from this origin, nothing framed and no frame around it.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
