import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from './content-security-policy';
import { paintFirst, type BuiltFile } from './first-paint-plugin';
import { startFailureConfig } from './start-failure-config';

const nonce = ` nonce="${CSP_NONCE_PLACEHOLDER}"`;
// index.html as Vite writes it for a brand, trimmed to what the rewrite touches.
const built = `<!doctype html>
<html lang="bn">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"${nonce}></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js"${nonce}>
    <link rel="stylesheet" crossorigin href="/assets/index-xyz.css"${nonce}>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const bundle: Record<string, BuiltFile> = {
  'assets/index-xyz.css': { type: 'asset', source: 'body{margin:0}.site{color:red}' },
  'assets/index-abc.js': { type: 'chunk', code: 'createSite()' },
};

const startFailure = startFailureConfig({
  name: 'Aurora',
  defaultLanguage: 'bn',
  languages: ['bn', 'en'],
  defaultTheme: 'dark',
  colours: { bg: '#0d0b1f', brand: '#3ee6c1' },
});

describe('paintFirst', () => {
  const html = paintFirst(built, bundle, { merchantCode: 'AURORA', startFailure });

  it('puts the entry stylesheet inline, with the nonce, and drops its link', () => {
    expect(html).toContain(`<style${nonce}>body{margin:0}.site{color:red}</style>`);
    expect(html).not.toContain('index-xyz.css');
  });

  it('loads the entry and its preloads from a script at the end of the body', () => {
    expect(html).not.toMatch(/<script type="module" crossorigin src=/);
    expect(html).not.toContain('<link rel="modulepreload"');
    const starter =
      /<script nonce="[^"]+">(\(function startSite[\s\S]+?)<\/script>\n {2}<\/body>/.exec(
        html,
      )?.[1];
    expect(starter).toContain('"entry":"/assets/index-abc.js"');
    expect(starter).toContain('"preloads":["/assets/jsx-runtime-def.js"]');
    expect(starter).toContain('"bannerShown":"__tesseraBannerShown"');
    // With the start-failure screen, in the brand's languages only.
    expect(starter).toContain('function watchStartFailure');
    expect(starter).toContain('"retry":"আবার চেষ্টা করুন"');
    expect(starter).toContain('"retry":"Try again"');
    expect(starter).not.toContain('"retry":"حاول مرة أخرى"');
    // It runs where it is: no helper from the bundle it came from.
    expect(() => new Function(starter ?? 'throw 0')).not.toThrow();
  });

  it('asks for the banners from the HTML and has a place to show the first one', () => {
    const early = /<script nonce="[^"]+">(\(function startEarlyBanner[\s\S]+?)<\/script>/.exec(
      html,
    )?.[1];
    expect(early).toContain('"merchantCode":"AURORA"');
    expect(early).toContain(
      '"call":"/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL&platform=W&pageNo=1&pageSize=50&language=__LANGUAGE__"',
    );
    // It runs where it is: no helper from the bundle it came from.
    expect(() => new Function(early ?? 'throw 0')).not.toThrow();
    expect(html).toContain(
      '<div id="boot-banner" aria-hidden="true"></div>\n    <div id="root"></div>',
    );
  });

  it('leaves the early banner out for a brand without a merchant code', () => {
    expect(paintFirst(built, bundle, { startFailure })).not.toContain('startEarlyBanner');
  });
});
