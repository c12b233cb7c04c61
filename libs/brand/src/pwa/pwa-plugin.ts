import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../content-security-policy';
import { brandFactsOf } from './brand-facts';
import { offlinePageHtml } from './offline-page';
import { languageChunkFiles, type LanguageChunkFiles } from '../language-chunks-plugin';
import { buildVersion, precacheList, type BuiltFiles } from './precache';
import { APPLE_TOUCH_ICON, ICON_FILES, webManifest } from './web-manifest';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

/** /sw.js: this build's version and app shell, then the routing rules and the worker. */
export function serviceWorkerSource(version: string, precache: readonly string[]): string {
  return [
    `const VERSION = ${JSON.stringify(version)};`,
    `const PRECACHE = ${JSON.stringify(precache)};`,
    source('./sw-strategy.js').replace(/^export /gm, ''),
    source('./service-worker.js'),
  ].join('\n');
}

/**
 * Registers the worker after the page has loaded (it must not compete with the home's own
 * downloads) and keeps the browser's install offer for the download page, which loads later
 * than the offer comes. Inline and a few hundred bytes: nothing added to the first-load script.
 */
const REGISTER = [
  "addEventListener('beforeinstallprompt',function(e){window.tesseraInstallPrompt=e});",
  "if('serviceWorker'in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js')})",
].join('');

/**
 * The installable app, in production builds only (`vite dev` has no worker: it would cache
 * the development server's modules): the web app manifest, the offline page and the service
 * worker with this build's app shell, written beside index.html, which links them.
 * `root`: the brand app's folder (brand.config.ts, public/).
 */
export function pwaPlugin(root: string): Plugin {
  const configFile = join(root, 'brand.config.ts');
  const has = (file: string) => existsSync(join(root, 'public', file));
  return {
    name: 'tessera-pwa',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => [
        {
          tag: 'link',
          attrs: { rel: 'manifest', href: '/manifest.webmanifest' },
          injectTo: 'head',
        },
        ...(has(APPLE_TOUCH_ICON)
          ? [
              {
                tag: 'link',
                attrs: { rel: 'apple-touch-icon', href: `/${APPLE_TOUCH_ICON}` },
                injectTo: 'head' as const,
              },
            ]
          : []),
        ...(/<meta name="theme-color"/.test(html)
          ? []
          : [
              {
                tag: 'meta',
                attrs: {
                  name: 'theme-color',
                  content: brandFactsOf(readFileSync(configFile, 'utf8'), configFile).colours['bg'],
                },
                injectTo: 'head' as const,
              },
            ]),
        {
          tag: 'script',
          attrs: { nonce: CSP_NONCE_PLACEHOLDER },
          children: REGISTER,
          injectTo: 'body',
        },
      ],
    },
    generateBundle(_, bundle) {
      const facts = brandFactsOf(readFileSync(configFile, 'utf8'), configFile);
      const icons = ICON_FILES.filter((icon) => has(icon.file));
      const manifest = `${JSON.stringify(webManifest(facts, icons), null, 2)}\n`;
      const offline = offlinePageHtml(facts);
      // The first visit's table arrives before the worker is in charge: keep the brand's
      // languages' tables, or an offline start would have no texts.
      const tables = languageChunkFiles(bundle as unknown as LanguageChunkFiles);
      const precache = precacheList(
        bundle as unknown as BuiltFiles,
        [
          '/offline.html',
          '/manifest.webmanifest',
          ...icons.map((icon) => icon.src),
          ...(has(APPLE_TOUCH_ICON) ? [`/${APPLE_TOUCH_ICON}`] : []),
        ],
        facts.languages.flatMap((code) => tables[code] ?? []),
      );
      const version = buildVersion(precache, [manifest, offline]);
      const worker = serviceWorkerSource(version, precache);
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: manifest });
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offline });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker });
    },
  };
}
