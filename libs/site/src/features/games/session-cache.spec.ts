import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKeys, cachedCall } from './session-cache';

beforeEach(() => sessionStorage.clear());

describe('cachedCall', () => {
  it('loads once per session and answers later calls from session storage', async () => {
    const load = vi.fn(async () => ({ lanes: ['SPORTS'] }));
    expect(await cachedCall('k', load)).toEqual({ lanes: ['SPORTS'] });
    expect(await cachedCall('k', load)).toEqual({ lanes: ['SPORTS'] });
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('k') ?? 'null')).toEqual({ lanes: ['SPORTS'] });
  });

  it('loads again on refresh and keeps the new answer', async () => {
    let n = 0;
    const load = vi.fn(async () => ++n);
    await cachedCall('k', load);
    expect(await cachedCall('k', load, { refresh: true })).toBe(2);
    expect(await cachedCall('k', load)).toBe(2);
  });

  it('shares one request between callers asking at the same time', async () => {
    const load = vi.fn(async () => 'x');
    const [a, b] = await Promise.all([cachedCall('k', load), cachedCall('k', load)]);
    expect([a, b]).toEqual(['x', 'x']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stores nothing when the load fails, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    await expect(cachedCall('k', load)).rejects.toThrow('offline');
    expect(sessionStorage.getItem('k')).toBeNull();
    expect(await cachedCall('k', load)).toBe('ok');
  });

  it('treats a corrupt entry as missing', async () => {
    sessionStorage.setItem('k', '{not json');
    expect(await cachedCall('k', async () => 7)).toBe(7);
  });

  it('keys entries per merchant and language', () => {
    expect(cacheKeys.vendorLanes('AURORA', 'bn')).not.toBe(cacheKeys.vendorLanes('AURORA', 'en'));
    expect(cacheKeys.vendorLanes('AURORA', 'bn')).not.toBe(cacheKeys.vendorLanes('LUMEN', 'bn'));
    expect(cacheKeys.hotGames('AURORA', 'bn')).not.toBe(cacheKeys.vendorLanes('AURORA', 'bn'));
  });
});
