import {
  isTableLanguage,
  LANGUAGE_STORAGE_KEY,
  languageDir,
  loadLanguage,
  loadSection,
} from '@tessera/i18n';
import type { i18n } from 'i18next';

/** The console's languages: those with a table. */
export const CONSOLE_LANGUAGES = ['en', 'bn', 'pt', 'tl', 'ar'] as const;

/** The sections the console reads besides the first-load ones (its own texts, its refusals). */
export const CONSOLE_SECTIONS = [
  'console',
  'consoleErrors',
  'securityErrors',
  // The money and player desks (issue 29): their texts and the refusals their calls answer.
  'desks',
  'cashierErrors',
] as const;

/** The reader's language: the one chosen before, else the browser's if it has a table, else en. */
export function initialLanguage(): string {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isTableLanguage(stored)) return stored;
  const browser = navigator.language.split('-')[0];
  return isTableLanguage(browser) ? browser : 'en';
}

/** The document's language and writing direction (Arabic reads right to left). */
export function applyDocumentLanguage(code: string): void {
  document.documentElement.lang = code;
  document.documentElement.dir = languageDir(code);
}

export async function loadConsoleSections(): Promise<void> {
  await Promise.all(CONSOLE_SECTIONS.map((section) => loadSection(section)));
}

/** Switches the console's language (its table first, so no text shows a key meanwhile). */
export async function switchLanguage(instance: i18n, code: string): Promise<void> {
  await loadLanguage(instance, code);
  applyDocumentLanguage(code);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
}
