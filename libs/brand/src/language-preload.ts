/** What the page's language-preload script needs to know, fixed at build time. */
export interface LanguagePreloadConfig {
  /** Where the site keeps the reader's chosen language (LANGUAGE_STORAGE_KEY). */
  storageKey: string;
  /** Every language the site offers: a stored value outside them is ignored, as the site does. */
  languages: string[];
  /** Each table language's chunk, by code. */
  chunks: Record<string, string>;
}

/**
 * Runs in the page, inlined into index.html (so it must not use anything from outside its own
 * body): starts downloading the reader's language chunk (their stored choice, else the brand's
 * default, which index.html's `lang` carries) beside the entry script, which asks for it only
 * once it runs. The table is picked as the site picks it (tableLanguageOf): the language, its
 * base language (pt-BR reads pt), or English.
 */
export function preloadLanguage(config: LanguagePreloadConfig): void {
  let language = document.documentElement.lang;
  try {
    const stored = localStorage.getItem(config.storageKey);
    if (stored && config.languages.includes(stored)) language = stored;
  } catch {
    // No storage (private mode): the brand's default language, as the site would pick.
  }
  const base = language.split('-')[0] ?? '';
  const href = config.chunks[language] ?? config.chunks[base] ?? config.chunks['en'];
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  link.nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  document.head.append(link);
}
