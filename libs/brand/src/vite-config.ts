import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UserConfig } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from './content-security-policy';
import { cspPreviewPlugin } from './csp-preview-plugin';
import { firstPaintPlugin } from './first-paint-plugin';
import { languageChunksPlugin } from './language-chunks-plugin';

/** The console (apps/console) splits the translation tables by language the same way. */
export { CSP_NONCE_PLACEHOLDER, languageChunksPlugin };
import { previewCompressionPlugin } from './preview-compression';
import { pwaPlugin } from './pwa/pwa-plugin';

/** The libraries lazy screens share (not the translation tables: each language is its own chunk). */
const SHARED_KIT = /libs\/(ui|domain|contract|sdk)\/|libs\/site\/src\/core\//;

/** Preview's assets are what their type says: no browser may sniff them into something else. */
const NOSNIFF = { 'x-content-type-options': 'nosniff' };

export interface BrandViteOptions {
  /** The brand app's folder (holds index.html). */
  root: string;
  /** Dev and preview port. */
  port: number;
  /** Where `/wps`, `/lgw`, `/lotto`, `/cdn` and `/sandbox` are proxied to: the platform process. */
  platformUrl: string;
  /**
   * Origins besides the site's own that may be framed: game vendors' and payment providers'
   * pages. The platform's sandbox pages come through the site's origin. @default []
   */
  frameOrigins?: readonly string[];
  /**
   * Host names `vite preview` answers besides loopback (Vite refuses other Host headers, against
   * DNS rebinding): the browser tests open the site on `*.example` names to check the domain
   * check. `.example` means every subdomain. @default []
   */
  allowedHosts?: string[];
}

/**
 * The brand's merchant code, read from its `brand.config.ts` text (the config imports an SVG,
 * which Node cannot load here). The generator writes it in this one form.
 */
function merchantCodeOf(root: string): string | undefined {
  try {
    const config = readFileSync(join(root, 'brand.config.ts'), 'utf8');
    return /merchantCode:\s*'([A-Z][A-Z0-9_]*)'/.exec(config)?.[1];
  } catch {
    return undefined;
  }
}

function crawlerFiles(
  platformUrl: string,
  merchantCode: string | undefined,
): Record<string, { target: string; headers: Record<string, string> }> {
  if (!merchantCode) return {};
  const target = { target: platformUrl, headers: { 'x-merchant-code': merchantCode } };
  return { '/sitemap.xml': target, '/robots.txt': target };
}

/**
 * The Vite config every brand app shares: React, the platform proxy, a phone-friendly build,
 * and the Content-Security-Policy (a nonce placeholder in the build, applied by `vite preview`).
 */
export function brandViteConfig({
  root,
  port,
  platformUrl,
  frameOrigins = [],
  allowedHosts = [],
}: BrandViteOptions): UserConfig {
  const proxy = {
    '/wps': { target: platformUrl, changeOrigin: true },
    '/lgw': { target: platformUrl, changeOrigin: true },
    '/lotto': { target: platformUrl, changeOrigin: true },
    // Game artwork, and the built-in sandbox vendor's pages opened in the game popup.
    '/cdn': { target: platformUrl, changeOrigin: true },
    '/sandbox': { target: platformUrl, changeOrigin: true },
    // The brand's sitemap and robots rules come from the platform, which knows its articles.
    // Every brand is 127.0.0.1 here, so the merchant goes along as a header; the Host stays
    // the site's, so the sitemap lists the site's own addresses.
    ...crawlerFiles(platformUrl, merchantCodeOf(root)),
  };
  return {
    root,
    plugins: [
      react(),
      cspPreviewPlugin(Object.keys(proxy), frameOrigins),
      previewCompressionPlugin(),
      pwaPlugin(root),
      firstPaintPlugin(root, merchantCodeOf(root)),
      languageChunksPlugin(),
    ],
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    preview: {
      port,
      host: '127.0.0.1',
      strictPort: true,
      proxy,
      headers: NOSNIFF,
      allowedHosts,
    },
    server: { port, host: '127.0.0.1', strictPort: true, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Older Android WebViews still in use in the target markets.
      target: ['es2020', 'chrome87', 'safari14'],
      // Everything the entry imports statically (the `$initial` modules: React, the router,
      // the shell, the home) goes into the entry's one script. Left alone, the bundler splits
      // the home's code into ~40 small chunks by which lazy pages share them, and a phone on 4G
      // pays a request for each before the first paint. What lazy screens share of the kit (ui,
      // domain, contract, sdk, the site's core) and of npm packages goes into one chunk each,
      // fetched with the first lazy screen and cached after, so a popup such as the login loads
      // ~20 files rather than ~30 tiny ones. (Copying small common chunks into their users
      // instead, `experimentalInlineCommonChunks`, also gives one script, but it turns on strict
      // execution order, which wraps every module in an init function: 19 KB gzip more on the
      // first load and ~200 KB more across the lazy pages.)
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'] },
              { name: 'kit', test: SHARED_KIT, minShareCount: 2 },
              { name: 'vendor', test: /node_modules/, minShareCount: 2 },
            ],
          },
        },
      },
    },
  };
}
