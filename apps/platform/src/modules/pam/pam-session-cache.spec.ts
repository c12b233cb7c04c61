import { describe, expect, it } from 'vitest';
import { PamSessionCache, SESSION_CACHE_MS } from './pam-session-cache';
import type { PamCaller } from './pam-sessions';

const caller = (over: Partial<PamCaller> = {}): PamCaller => ({
  playerId: '7',
  memberId: 7,
  merchantCode: 'AURORA',
  nodeId: 1,
  gameCode: 'SLOT',
  vendor: 'PG',
  wallet: 'MAIN',
  currency: 'BDT',
  exponent: 2,
  country: 'BD',
  language: 'en',
  locked: false,
  live: true,
  sessionHash: 'hash-7',
  ...over,
});

describe('PAM session cache', () => {
  it('serves a live session read lately, until SESSION_CACHE_MS have passed or it is forgotten', () => {
    let now = 0;
    const cache = new PamSessionCache(() => now);
    cache.remember(caller());
    expect(cache.get('hash-7')?.memberId).toBe(7);
    now = SESSION_CACHE_MS - 1;
    expect(cache.get('hash-7')).toBeDefined();
    now = SESSION_CACHE_MS;
    expect(cache.get('hash-7')).toBeUndefined();
    cache.remember(caller());
    cache.forget('hash-7');
    expect(cache.get('hash-7')).toBeUndefined();
  });

  it('keeps no ended session and none of a locked player', () => {
    const cache = new PamSessionCache(() => 0);
    cache.remember(caller({ live: false }));
    cache.remember(caller({ locked: true, sessionHash: 'hash-8' }));
    expect([cache.get('hash-7'), cache.get('hash-8')]).toEqual([undefined, undefined]);
  });
});
