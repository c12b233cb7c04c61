import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandFactsOf } from './brand-facts';
import { ICON_FILES, webManifest } from './web-manifest';

const configOf = (brand: string) =>
  readFileSync(
    new URL(`../../../../apps/brands/${brand}/brand.config.ts`, import.meta.url),
    'utf8',
  );

describe('the web app manifest', () => {
  it('takes each brand’s name, first language, direction and page colour from its config', () => {
    const expected = {
      aurora: { lang: 'bn', dir: 'ltr', colour: '#0d0b1f' },
      lumen: { lang: 'en', dir: 'ltr', colour: '#fff8ec' },
      sahra: { lang: 'ar', dir: 'rtl', colour: '#1b150e' },
    };
    for (const [brand, { lang, dir, colour }] of Object.entries(expected)) {
      const manifest = webManifest(brandFactsOf(configOf(brand), brand), ICON_FILES);
      expect(manifest).toMatchObject({
        name: brand[0]!.toUpperCase() + brand.slice(1),
        start_url: '/',
        scope: '/',
        display: 'standalone',
        lang,
        dir,
        theme_color: colour,
        background_color: colour,
      });
      // The page colour the first paint shows (index.html), so the splash screen matches it.
      const html = readFileSync(
        new URL(`../../../../apps/brands/${brand}/index.html`, import.meta.url),
        'utf8',
      );
      expect(html).toContain(`<meta name="theme-color" content="${colour}" />`);
    }
  });

  it('lists the 192, 512 and maskable icons, and shortens a long name for launchers', () => {
    const facts = brandFactsOf(configOf('sahra'), 'sahra');
    const manifest = webManifest({ ...facts, name: 'Golden Palace Casino' }, ICON_FILES);
    expect(manifest.short_name).toBe('Golden Palac');
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ]);
  });

  it('refuses a config it cannot read, naming what is missing', () => {
    expect(() => brandFactsOf("name: 'X', defaultTheme: 'dark'", 'x/brand.config.ts')).toThrow(
      'x/brand.config.ts: cannot read defaultLanguage, languages, theme.dark.bg',
    );
  });
});
