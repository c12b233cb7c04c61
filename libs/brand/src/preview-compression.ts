import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Whether an Accept-Encoding header takes gzip (not refused with `q=0`). */
export function acceptsGzip(accept: string | undefined): boolean {
  return (accept ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, ''))
    .some((part) => part === 'gzip' || (part.startsWith('gzip;') && !/;q=0(\.0*)?$/.test(part)));
}

/**
 * Serves the build's scripts, styles and SVGs gzipped from `vite preview`, as the production
 * proxy does (deploy/nginx `gzip on`): preview itself sends them raw, so a phone measured against
 * it would download three times the bytes. Each file is compressed once per process (hashed
 * names never change content).
 */
export function previewCompressionPlugin(): Plugin {
  const cache = new Map<string, Buffer>();
  return {
    name: 'tessera-preview-compression',
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      server.middlewares.use(async (request, response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const type = TYPES[extname(path)];
        const gzip = acceptsGzip(request.headers['accept-encoding']);
        if (!type || !gzip || !path.startsWith('/assets/') || request.method !== 'GET')
          return next();
        const file = join(outDir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
        try {
          let body = cache.get(file);
          if (!body) {
            body = gzipSync(await readFile(file), { level: 9 });
            cache.set(file, body);
          }
          response.setHeader('content-type', type);
          response.setHeader('content-encoding', 'gzip');
          response.setHeader('vary', 'accept-encoding');
          response.setHeader('x-content-type-options', 'nosniff');
          // Hashed file names: a new build is a new address.
          response.setHeader('cache-control', 'public, max-age=31536000, immutable');
          response.end(body);
        } catch {
          next();
        }
      });
    },
  };
}
