import { PATHS, type Envelope } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** Every `&` starts an entity and no tag-like text sits inside a text node. */
function wellEscaped(svg: string): boolean {
  const texts = [...svg.matchAll(/>([^<]*)</g)].map((match) => match[1] ?? '');
  return !/&(?!(amp|lt|gt|quot|apos);)/.test(svg) && texts.every((text) => !/["<>]/.test(text));
}

// Artwork depends on no database feature beyond a lookup, so one kind is enough.
describe('game, vendor and host artwork', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite-memory');
    await t.db
      .insertInto('game')
      .values({
        game_code: 'PG_ESCAPE_TEST',
        vassalage: 'PG',
        game_type: 'RNG',
        game_classify: 'SLOT',
        display_name: `Aces <&"Kings'> Deluxe`,
        search_text: 'aces',
      })
      .execute();
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('draws a cacheable SVG per game without a merchant header', async () => {
    const res = await get(`${PATHS.gameArt}/PG_MAINT_DEMO.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain('>Temple of</tspan>');
    expect(res.rawPayload.length).toBeLessThan(2048);
    // The same game draws the same image; another game draws another.
    expect((await get(`${PATHS.gameArt}/PG_MAINT_DEMO.svg`)).body).toBe(res.body);
    expect((await get(`${PATHS.gameArt}/PG_ESCAPE_TEST.svg`)).body).not.toBe(res.body);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(`${PATHS.gameArt}/PG_MAINT_DEMO.svg`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`${PATHS.gameArt}/PG_MAINT_DEMO.svg`, { 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const stale = await get(`${PATHS.gameArt}/PG_MAINT_DEMO.svg`, { 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
  });

  it('escapes the display name so markup in it stays text', async () => {
    const { body } = await get(`${PATHS.gameArt}/PG_ESCAPE_TEST.svg`);
    expect(body).toContain('>&lt;&amp;&quot;Kings&apos;&gt;</tspan>');
    expect(body).not.toContain('<&"');
    expect(wellEscaped(body)).toBe(true);
  });

  it('draws vendor cards and live hosts', async () => {
    const vendor = await get('/cdn/vendors/BGS.svg');
    expect([vendor.statusCode, vendor.body]).toEqual([
      200,
      expect.stringContaining('BGS Originals'),
    ]);
    const host = await get('/cdn/hosts/AG-1.svg');
    expect([host.statusCode, host.headers['content-type']]).toEqual([
      200,
      'image/svg+xml; charset=utf-8',
    ]);
  });

  it('answers 404 for unknown codes and 400 for a malformed file name', async () => {
    for (const url of [
      `${PATHS.gameArt}/NO_SUCH_GAME.svg`,
      '/cdn/vendors/NOPE.svg',
      '/cdn/hosts/PG-1.svg',
      '/cdn/hosts/AG.svg',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.json<Envelope<null>>().code]).toEqual([
        url,
        404,
        'NOT_FOUND',
      ]);
    }
    expect((await get(`${PATHS.gameArt}/PG_MAINT_DEMO.png`)).statusCode).toBe(400);
  });
});
