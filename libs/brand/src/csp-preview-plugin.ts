import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import {
  brandContentSecurityPolicy,
  CSP_NONCE_PLACEHOLDER,
  newCspNonce,
} from './content-security-policy';
import { acceptsGzip } from './preview-compression';

/**
 * Makes `vite preview` serve the site as production does: each page load gets index.html with a
 * fresh nonce in place of the placeholder and the Content-Security-Policy naming it. Every
 * browser test runs on preview, so each one shows the policy does not break the site.
 * `proxied`: the path prefixes that go to the platform (its replies carry their own headers).
 */
export function cspPreviewPlugin(
  proxied: readonly string[],
  frameOrigins: readonly string[],
): Plugin {
  return {
    name: 'tessera-csp-preview',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const indexFile = resolve(outDir, 'index.html');
      // The pages the build writes besides index.html (the offline page the service worker
      // keeps); every other address is the single-page app.
      const ownPages = new Set(['/offline.html']);
      server.middlewares.use(async (request, response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const isPage = extname(path) === '' || path.endsWith('.html');
        const isPlatform = proxied.some((prefix) => path.startsWith(prefix));
        if (!['GET', 'HEAD'].includes(request.method ?? '') || !isPage || isPlatform) return next();
        try {
          const nonce = newCspNonce();
          const file = ownPages.has(path) ? resolve(outDir, path.slice(1)) : indexFile;
          const html = (await readFile(file, 'utf8')).replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.setHeader(
            'content-security-policy',
            brandContentSecurityPolicy(nonce, frameOrigins),
          );
          response.setHeader('x-content-type-options', 'nosniff');
          response.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
          response.setHeader('cache-control', 'no-cache');
          // Gzipped as the production proxy sends it (deploy/nginx `gzip on`).
          const gzip = acceptsGzip(request.headers['accept-encoding']);
          if (gzip) response.setHeader('content-encoding', 'gzip');
          response.setHeader('vary', 'accept-encoding');
          const body = gzip ? gzipSync(html) : html;
          response.end(request.method === 'HEAD' ? undefined : body);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
