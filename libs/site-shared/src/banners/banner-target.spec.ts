import type { Banner } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target';

describe('bannerTarget', () => {
  it.each<[Banner['linkageType'], string | null, ReturnType<typeof bannerTarget>]>([
    ['INTERNAL', '/promotions', { href: '/promotions', external: false }],
    ['INTERNAL', ' /rng?vassalage=PG ', { href: '/rng?vassalage=PG', external: false }],
    ['INTERNAL', '//evil.example/x', null],
    ['INTERNAL', 'https://example.com', null],
    ['EXTERNAL', 'https://example.com/cup', { href: 'https://example.com/cup', external: true }],
    ['EXTERNAL', 'HTTP://example.com', { href: 'HTTP://example.com', external: true }],
    ['EXTERNAL', 'javascript:alert(1)', null],
    ['EXTERNAL', '/promotions', null],
    ['NONE', '/promotions', null],
    ['INTERNAL', null, null],
    ['EXTERNAL', '   ', null],
  ])('%s %j → %j', (linkageType, url, expected) => {
    expect(bannerTarget({ linkageType, url })).toEqual(expected);
  });
});
