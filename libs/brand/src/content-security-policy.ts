import { randomBytes } from 'node:crypto';

/**
 * What Vite writes as the nonce of every script, module preload and style link of the built
 * index.html (`html.cspNonce`, also in `<meta property="csp-nonce">` for the chunks it loads
 * later). The server that sends index.html replaces it with a fresh nonce per response, the
 * same one its Content-Security-Policy names: `vite preview` here, nginx in production
 * (apps/platform/README.md, "In front of the platform").
 */
export const CSP_NONCE_PLACEHOLDER = 'TESSERA_CSP_NONCE';

/** A fresh nonce for one response. */
export const newCspNonce = () => randomBytes(16).toString('base64');

/**
 * The brand site's policy. Scripts: only those carrying this response's nonce and what they
 * load ('strict-dynamic'; 'self' only for browsers without it, which ignore neither). Frames:
 * the site's own origin (the platform's /sandbox game and payment pages, proxied) and the
 * game and payment vendors' origins given. Styles allow inline: the CMS's HTML carries style
 * attributes and the dialog's scroll lock writes a style element; scripts stay strict.
 */
export function brandContentSecurityPolicy(
  nonce: string,
  frameOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The service worker (/sw.js): 'strict-dynamic' would otherwise leave workers no source.
    "worker-src 'self'",
    "manifest-src 'self'",
    ["frame-src 'self'", ...frameOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
