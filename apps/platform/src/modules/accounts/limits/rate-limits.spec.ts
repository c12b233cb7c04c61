import { MERCHANT_HEADER, PATHS } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { RateLimitError } from '../../../core/http/rate-limited';
import { limitPerWindow } from './rate-limits';

// Per-IP limits count in sliding windows: `limit` calls in any `window` seconds, wherever the
// clock's minute turns (a fixed minute let `limit` through at :59 and `limit` more at :00).

const LIMIT = 3;

describe.each(testDbKinds())('per-IP limits in sliding windows on %s', (kind) => {
  let t: TestApp;
  let clock = new Date('2026-11-30T10:00:00.000Z');
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      now: () => clock,
      ipLimits: { captchaPerMinute: LIMIT },
    });
  }, 120_000);
  afterAll(() => t?.close());

  const captcha = (ip: string) =>
    t.app.inject({
      method: 'GET',
      url: PATHS.captcha,
      headers: { [MERCHANT_HEADER]: 'AURORA' },
      remoteAddress: ip,
    });

  it('lets no more than the limit through across a minute boundary', async () => {
    const ip = '203.0.113.7';
    for (const at of ['10:00:58.000', '10:00:58.500', '10:00:59.000']) {
      clock = new Date(`2026-11-30T${at}Z`);
      expect((await captcha(ip)).statusCode).toBe(200);
    }
    // One second later, in the next minute: the three calls are still within the last minute.
    clock = new Date('2026-11-30T10:01:00.000Z');
    const refused = await captcha(ip);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe('RATE_LIMITED');
    // Until the first of them is a minute old: at 10:01:58.000 it leaves the window.
    expect(refused.headers['retry-after']).toBe('58');
    clock = new Date('2026-11-30T10:01:57.999Z');
    expect((await captcha(ip)).statusCode).toBe(429);
    clock = new Date('2026-11-30T10:01:58.000Z');
    expect((await captcha(ip)).statusCode).toBe(200);
    // The refused calls took no room: one slot came back, and it is taken.
    expect((await captcha(ip)).statusCode).toBe(429);
    // Another IP has its own window.
    expect((await captcha('203.0.113.8')).statusCode).toBe(200);
  });

  it('admits exactly the limit of calls sent at once', async () => {
    const now = new Date('2026-11-30T11:00:00.000Z');
    const key = `race:${kind}`;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => limitPerWindow(t.db, key, 5, 60, now)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(RateLimitError);
  });
});
