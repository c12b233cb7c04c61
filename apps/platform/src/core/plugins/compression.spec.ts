import { MERCHANT_HEADER, PATHS } from '@tessera/contract';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('compressed replies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite-memory');
  }, 120_000);
  afterAll(() => t?.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        [MERCHANT_HEADER]: 'AURORA',
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      },
    });

  it('sends JSON brotli-compressed to a caller that accepts it, and the same envelope plain', async () => {
    const plain = await get(PATHS.gameMenus);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const packed = await get(PATHS.gameMenus, 'br, gzip');
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip and leaves small replies as they are', async () => {
    expect((await get(PATHS.gameMenus, 'gzip')).headers['content-encoding']).toBe('gzip');
    const small = await get(PATHS.systemStatus, 'br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
