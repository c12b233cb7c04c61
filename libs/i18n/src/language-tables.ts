import type { TableLanguage } from '@tessera/contract';
import { isTableLanguage } from './languages';
import type { Section } from './tables';
import type { LAZY_SECTIONS } from './tables/lazy';

/** What `tables/languages/<code>.ts` exports: its first-load sections and its lazy ones' loaders. */
export interface LanguageModule {
  sections: Record<string, Partial<Section>>;
  LAZY_SECTIONS: typeof LAZY_SECTIONS;
}

// One chunk per language (the build's languageChunks plugin keeps the others' texts out of it).
const FETCHERS: Record<TableLanguage, () => Promise<LanguageModule>> = {
  en: () => import('./tables/languages/en'),
  bn: () => import('./tables/languages/bn'),
  pt: () => import('./tables/languages/pt'),
  tl: () => import('./tables/languages/tl'),
  ar: () => import('./tables/languages/ar'),
};

/**
 * The table a language reads: its own, its base language's (pt-BR reads pt), or English for the
 * languages that have no table yet.
 */
export function tableLanguageOf(code: string): TableLanguage {
  if (isTableLanguage(code)) return code;
  const base = code.split('-')[0];
  return isTableLanguage(base) ? base : 'en';
}

/** Downloads one language's module (the browser's module map keeps it: a second call is free). */
export function fetchLanguage(language: TableLanguage): Promise<LanguageModule> {
  return FETCHERS[language]();
}
