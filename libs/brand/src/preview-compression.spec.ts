import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, previewCompressionPlugin } from './preview-compression';

describe('vite preview serving the build compressed, as the production proxy does', () => {
  const root = mkdtempSync(join(tmpdir(), 'tessera-preview-'));
  const script = `export const words = ${JSON.stringify('lobby '.repeat(2000))};\n`;
  let server: PreviewServer;
  let base: string;

  beforeAll(async () => {
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(root, 'dist', 'assets', 'index-abc.js'), script);
    server = await preview({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [previewCompressionPlugin()],
      preview: { port: 0, host: '127.0.0.1' },
    });
    base = server.resolvedUrls?.local[0] ?? '';
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends a script gzipped to a browser that accepts it, the same bytes once unpacked', async () => {
    // node:http, not fetch (which would unpack it): the bytes as they came over the wire.
    const { headers, packed } = await new Promise<{ headers: IncomingHttpHeaders; packed: Buffer }>(
      (resolve, reject) =>
        get(
          `${base}assets/index-abc.js`,
          { headers: { 'accept-encoding': 'gzip, deflate, br' } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, packed: Buffer.concat(chunks) }),
            );
          },
        ).on('error', reject),
    );
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-type']).toContain('text/javascript');
    expect(packed.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(packed).toString()).toBe(script);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
