import { describe, expect, it } from 'vitest';
import { strategyFor } from './sw-strategy.js';

const ORIGIN = 'https://aurora.example';
const SHELL = ['/index.html', '/assets/index-a1.js', '/offline.html'];
const answer = (url: string, { method = 'GET', mode = 'cors', destination = '' } = {}) =>
  strategyFor({ url: new URL(url, ORIGIN).href, method, mode, destination }, ORIGIN, SHELL);

describe('what the service worker answers', () => {
  it('never answers the platform: its data, sessions and payments go to the network', () => {
    for (const path of [
      '/wps/system/status',
      '/wps/relay/MEMBER_balance',
      '/lgw/login',
      '/lotto/draws',
      '/ops/merchants',
      '/pam/v1/players/session',
      '/sandbox/play/slot',
      '/sandbox/inbox',
      '/docs',
      '/health',
    ]) {
      expect(answer(path), path).toBe('none');
      expect(answer(path, { mode: 'navigate', destination: 'iframe' }), path).toBe('none');
    }
  });

  it('never answers a request that changes something, nor another origin', () => {
    expect(answer('/', { method: 'POST', mode: 'navigate' })).toBe('none');
    expect(answer('/assets/index-a1.js', { method: 'HEAD' })).toBe('none');
    expect(answer('https://games.vendor.example/art.png', { destination: 'image' })).toBe('none');
  });

  it('takes pages from the network first, the shell from its cache, art and chunks cache-first', () => {
    expect(answer('/promotions', { mode: 'navigate', destination: 'document' })).toBe('page');
    expect(answer('/assets/index-a1.js', { destination: 'script' })).toBe('shell');
    expect(answer('/offline.html')).toBe('shell');
    expect(answer('/assets/cashier-e5.js', { destination: 'script' })).toBe('asset');
    expect(answer('/cdn/games/PG_1.svg', { destination: 'image' })).toBe('art');
    expect(answer('/cdn/banners/welcome.webp?lang=bn', { destination: 'image' })).toBe('art');
    expect(answer('/assets/logo-g7.svg', { destination: 'image' })).toBe('art');
  });

  it('leaves the rest of /cdn, the worker itself and the crawler files to the network', () => {
    expect(answer('/cdn/games/list.json')).toBe('none');
    expect(answer('/sw.js')).toBe('none');
    expect(answer('/sitemap.xml')).toBe('none');
    expect(answer('/robots.txt')).toBe('none');
  });
});
