import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKeys, sessionCached } from './session-cache';

beforeEach(() => sessionStorage.clear());

const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('sessionCached', () => {
  it('loads once per session and answers later clients from session storage', async () => {
    const load = vi.fn(async () => ({ lanes: ['SPORTS'] }));
    const options = () => ({ queryKey: ['k'], ...sessionCached('k', load) });
    expect(await fresh().ensureQueryData(options())).toEqual({ lanes: ['SPORTS'] });
    expect(await fresh().ensureQueryData(options())).toEqual({ lanes: ['SPORTS'] });
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('k') ?? 'null')).toEqual({ lanes: ['SPORTS'] });
  });

  it('loads again on refresh and keeps the new answer', async () => {
    let n = 0;
    const load = vi.fn(async () => ++n);
    const options = { queryKey: ['k'], ...sessionCached('k', load) };
    const client = fresh();
    await client.ensureQueryData(options);
    expect(await client.fetchQuery({ ...options, staleTime: 0 })).toBe(2);
    expect(await fresh().ensureQueryData(options)).toBe(2);
  });

  it('shares one request between callers asking at the same time', async () => {
    const load = vi.fn(async () => 'x');
    const client = fresh();
    const options = { queryKey: ['k'], ...sessionCached('k', load) };
    const [a, b] = await Promise.all([client.fetchQuery(options), client.fetchQuery(options)]);
    expect([a, b]).toEqual(['x', 'x']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stores nothing when the load fails, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const options = { queryKey: ['k'], ...sessionCached<string>('k', load) };
    await expect(fresh().fetchQuery(options)).rejects.toThrow('offline');
    expect(sessionStorage.getItem('k')).toBeNull();
    expect(await fresh().fetchQuery(options)).toBe('ok');
  });

  it('treats a corrupt entry as missing', async () => {
    sessionStorage.setItem('k', '{not json');
    const options = { queryKey: ['k'], ...sessionCached('k', async () => 7) };
    expect(await fresh().ensureQueryData(options)).toBe(7);
  });

  it('keys entries per merchant and language', () => {
    expect(cacheKeys.vendorLanes('AURORA', 'bn')).not.toBe(cacheKeys.vendorLanes('AURORA', 'en'));
    expect(cacheKeys.vendorLanes('AURORA', 'bn')).not.toBe(cacheKeys.vendorLanes('LUMEN', 'bn'));
    expect(cacheKeys.hotGames('AURORA', 'bn')).not.toBe(cacheKeys.vendorLanes('AURORA', 'bn'));
  });
});
