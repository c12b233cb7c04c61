import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';

// Logos are drawn from code with no database work beyond the seed, so one kind is enough.
describe('deposit method logos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite-memory');
  }, 120_000);
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("draws every seeded merchant's method logo as an SVG, without a merchant header", async () => {
    const rows = await t.db
      .selectFrom('payment_method')
      .select(['merchant_code', 'logo'])
      .execute();
    // Aurora, Lumen and the generated brands (Sahra) all have methods.
    expect(new Set(rows.map((row) => row.merchant_code)).size).toBeGreaterThanOrEqual(3);
    const logos = [...new Set(rows.map((row) => row.logo))];
    for (const logo of logos) {
      const res = await get(logo);
      expect([logo, res.statusCode]).toEqual([logo, 200]);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    // Each method its own picture.
    const bodies = await Promise.all(logos.map(async (logo) => (await get(logo)).body));
    expect(new Set(bodies).size).toBe(logos.length);
  });

  it('answers 404 to a logo that does not exist, and 400 to a name outside the pattern', async () => {
    expect((await get('/cdn/payments/unknown.svg')).statusCode).toBe(404);
    expect((await get('/cdn/payments/..%2Fbank.svg')).statusCode).toBe(400);
  });
});
