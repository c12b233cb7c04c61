import { LANGUAGE_STORAGE_KEY, LANGUAGES } from '@tessera/i18n/languages';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from './content-security-policy';
import { preloadLanguage, type LanguagePreloadConfig } from './language-preload';

/** A language's aggregate module in the i18n tables: `tables/languages/<code>.ts`. */
const LANGUAGE_MODULE = /\/tables\/languages\/([a-z]{2})\.ts$/;
/** A tables module copied for one language. */
const COPY = /\?lang=([a-z]{2})$/;

const languageOf = (id: string) => COPY.exec(id)?.[1] ?? LANGUAGE_MODULE.exec(id)?.[1];

/** The tables folder a language module or a copy sits in (copies are made of its files only). */
function tablesFolderOf(id: string): string {
  const path = id.replace(COPY, '');
  return LANGUAGE_MODULE.test(path) ? dirname(dirname(path)) : dirname(path);
}

/**
 * A section file as one language's copy holds it: only `language`'s export stays exported, the
 * other languages' objects become unused constants the bundler drops. Section files write each
 * language as a line-initial `export const <code> = {` (tables.spec checks they export nothing
 * else).
 */
export function onlyLanguage(source: string, language: string): string {
  return source.replace(/^export const ([a-z]{2}) = /gm, (line, code: string) =>
    code === language ? line : `const ${code} = `,
  );
}

/** The parts of a built chunk the preload needs. */
export type LanguageChunkFiles = Record<
  string,
  { type: 'chunk'; fileName: string; facadeModuleId: string | null } | { type: 'asset' }
>;

/** Each table language's chunk in a build, by code: `{ bn: 'assets/bn-1a2b.js' }`. */
export function languageChunkFiles(bundle: LanguageChunkFiles): Record<string, string> {
  const chunks: Record<string, string> = {};
  for (const file of Object.values(bundle)) {
    const code = file.type === 'chunk' && LANGUAGE_MODULE.exec(file.facadeModuleId ?? '')?.[1];
    if (code && file.type === 'chunk') chunks[code] = file.fileName;
  }
  return chunks;
}

/** Adds the inline script that preloads the reader's language chunk to the built index.html. */
export function withLanguagePreload(html: string, bundle: LanguageChunkFiles): string {
  const chunks = Object.fromEntries(
    Object.entries(languageChunkFiles(bundle)).map(([code, file]) => [code, `/${file}`]),
  );
  if (Object.keys(chunks).length === 0) return html;
  const config: LanguagePreloadConfig = {
    storageKey: LANGUAGE_STORAGE_KEY,
    languages: LANGUAGES.map((language) => language.code),
    chunks,
  };
  const script = `(${preloadLanguage.toString()})(${JSON.stringify(config)});`;
  return html.replace(
    '</head>',
    () => `  <script nonce="${CSP_NONCE_PLACEHOLDER}">${script}</script>\n  </head>`,
  );
}

/**
 * One chunk per language for the i18n tables. Each section file holds every language (side by
 * side for translators), and a module shared by several chunks keeps every export any of them
 * uses, so tree-shaking alone would put all languages in every language's chunk. Instead, what
 * `tables/languages/<code>.ts` imports from the tables folder (and what those modules import in
 * turn) resolves to a copy for that language, `<file>?lang=<code>`, exporting only its part. The
 * build's index.html then preloads the reader's language chunk with the entry script.
 */
export function languageChunksPlugin(): Plugin {
  return {
    name: 'tessera-language-chunks',
    // The dev server loads modules one by one: every language there costs nothing to a reader.
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const language = importer && languageOf(importer);
      if (!importer || !language) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      if (dirname(resolved.id) !== tablesFolderOf(importer)) return null;
      return { ...resolved, id: `${resolved.id}?lang=${language}` };
    },
    async load(id) {
      const language = COPY.exec(id)?.[1];
      if (!language) return null;
      return onlyLanguage(await readFile(id.replace(COPY, ''), 'utf8'), language);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.bundle ? withLanguagePreload(html, context.bundle as LanguageChunkFiles) : html,
    },
  };
}
