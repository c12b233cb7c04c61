import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from './content-security-policy';
import {
  languageChunksPlugin,
  onlyLanguage,
  withLanguagePreload,
  type LanguageChunkFiles,
} from './language-chunks-plugin';

const tables = join(
  dirname(createRequire(import.meta.url).resolve('@tessera/i18n/languages')),
  'tables',
);

/** Builds one language's module of the real tables with the plugin; returns every chunk's code. */
async function buildLanguage(code: string): Promise<string[]> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [languageChunksPlugin()],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: join(tables, 'languages', `${code}.ts`),
        // An app build would drop the entry's exports: the language module is not used here.
        preserveEntrySignatures: 'strict',
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
}

/** A text of each section once added with every language, in Bengali and in English. */
const MOVED_SECTION_TEXTS = [
  ['আপনার নিরাপত্তা সেটিংস লোড করা যায়নি।', 'We could not load your security settings.'],
  ['অথেনটিকেটর কোড', 'Authenticator code'],
  ['যুক্ত সাইন-ইন', 'Linked sign-in'],
  ['বোনাস পুরস্কারের জন্য আপনার টিকিট খেলুন', 'Play your tickets for bonus prizes'],
  ['দৈনিক মিশন', 'Daily missions'],
  ['আমার লটারি বাজি', 'My lottery bets'],
  ['প্রচারের ধরন', 'Promotion types'],
  ['এই তারিখের পরিসরে কিছু নেই', 'Nothing in this date range'],
];

describe('languageChunksPlugin', () => {
  it("builds a language's first-load and lazy sections with that language's texts only", async () => {
    const [first, ...lazy] = await buildLanguage('bn');
    expect(first).toContain('স্বাগতম');
    for (const code of [first, ...lazy]) {
      expect(code).not.toContain('Welcome to');
      expect(code).not.toContain('Bem-vindo');
      expect(code).not.toContain('أهلًا');
    }
    expect(lazy.join()).toContain('ক');
    expect(lazy.join()).not.toMatch(/Depósito|Deposit amount/);
    // The sections screens once imported themselves (every language in their chunks).
    for (const [bengali, english] of MOVED_SECTION_TEXTS) {
      expect(lazy.join()).toContain(bengali);
      expect(lazy.join()).not.toContain(english);
    }
  }, 60_000);
});

describe('onlyLanguage', () => {
  it('keeps one language exported and leaves the others unexported', () => {
    const source = "export const en = { a: 'A' };\n\nexport const bn = { a: 'অ' } satisfies X;\n";
    expect(onlyLanguage(source, 'bn')).toBe(
      "const en = { a: 'A' };\n\nexport const bn = { a: 'অ' } satisfies X;\n",
    );
  });
});

describe('withLanguagePreload', () => {
  const html = '<html lang="bn"><head><title>x</title></head><body></body></html>';
  const bundle: LanguageChunkFiles = {
    'assets/bn-1.js': {
      type: 'chunk',
      fileName: 'assets/bn-1.js',
      facadeModuleId: '/repo/libs/i18n/src/tables/languages/bn.ts',
    },
    'assets/en-2.js': {
      type: 'chunk',
      fileName: 'assets/en-2.js',
      facadeModuleId: '/repo/libs/i18n/src/tables/languages/en.ts',
    },
    'assets/index-3.js': { type: 'chunk', fileName: 'assets/index-3.js', facadeModuleId: null },
  };

  it('adds a nonced inline script that knows each language chunk', () => {
    const out = withLanguagePreload(html, bundle);
    const start = out.indexOf(`<script nonce="${CSP_NONCE_PLACEHOLDER}">`);
    const script = out.slice(start, out.indexOf('</script>', start));
    expect(start).toBeGreaterThan(0);
    expect(script).toContain('"chunks":{"bn":"/assets/bn-1.js","en":"/assets/en-2.js"}');
    expect(script).toContain('"storageKey":"tessera.language"');
    expect(start).toBeLessThan(out.indexOf('</head>'));
  });

  it('leaves a page without language chunks alone', () => {
    expect(withLanguagePreload(html, { 'assets/index-3.js': bundle['assets/index-3.js']! })).toBe(
      html,
    );
  });
});
