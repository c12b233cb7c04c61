import { describe, expect, it } from 'vitest';
import { buildVersion, precacheList, type BuiltFiles } from './precache';

const chunk = (fileName: string, imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

const bundle: BuiltFiles = {
  'assets/index-a1.js': chunk(
    'assets/index-a1.js',
    ['assets/react-b2.js'],
    ['assets/index-c3.css'],
    true,
  ),
  'assets/react-b2.js': chunk('assets/react-b2.js', ['assets/runtime-d4.js']),
  'assets/runtime-d4.js': chunk('assets/runtime-d4.js', ['assets/react-b2.js']),
  'assets/cashier-e5.js': chunk(
    'assets/cashier-e5.js',
    ['assets/react-b2.js'],
    ['assets/cashier-f6.css'],
  ),
  'assets/logo-g7.svg': { type: 'asset', fileName: 'assets/logo-g7.svg' },
};

describe('the app shell the service worker precaches', () => {
  it('is index.html, the entry and what it imports with their styles, and the extras', () => {
    expect(precacheList(bundle, ['/offline.html', '/manifest.webmanifest'])).toEqual([
      '/index.html',
      '/assets/index-a1.js',
      '/assets/index-c3.css',
      '/assets/react-b2.js',
      '/assets/runtime-d4.js',
      '/offline.html',
      '/manifest.webmanifest',
    ]);
  });

  it('leaves lazy pages out: they are cached when first opened', () => {
    expect(precacheList(bundle).join()).not.toMatch(/cashier/);
  });

  it("adds the chunks named besides the entry's, with what they import", () => {
    const list = precacheList(bundle, [], ['assets/cashier-e5.js']);
    expect(list).toContain('/assets/cashier-e5.js');
    expect(list).toContain('/assets/cashier-f6.css');
    expect(list.filter((url) => url === '/assets/react-b2.js')).toHaveLength(1);
  });

  it('has a version that changes with the code or the offline page, and only then', () => {
    const list = precacheList(bundle);
    expect(buildVersion(list, ['offline'])).toBe(buildVersion([...list], ['offline']));
    expect(buildVersion(list, ['offline'])).not.toBe(buildVersion(list, ['offline, in Arabic']));
    const changed = list.map((url) => url.replace('index-a1', 'index-a2'));
    expect(buildVersion(changed, ['offline'])).not.toBe(buildVersion(list, ['offline']));
    expect(buildVersion(list, [])).toMatch(/^[0-9a-f]{12}$/);
  });
});
