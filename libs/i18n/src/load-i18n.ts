import type { i18n } from 'i18next';
import { newI18n } from './create-i18n';
import { fetchLanguage, tableLanguageOf } from './language-tables';
import { loadLazySections, trackInstance } from './lazy-sections';
import { tableIn } from './tables';

/**
 * The site's i18next instance, set to `language`, once that language's table has arrived: the
 * only one downloaded (a player reads one language). Rejects when the table cannot be fetched.
 */
export async function loadI18n(language: string): Promise<i18n> {
  const table = tableLanguageOf(language);
  const { sections } = await fetchLanguage(table);
  const instance = newI18n(language, { [table]: tableIn(sections, table) });
  trackInstance(instance, table);
  await loadLazySections(instance, table);
  return instance;
}

/**
 * Switches `instance` to `language` after fetching its table and the lazy sections already on
 * screen, so no text shows a raw key meanwhile. Rejects, leaving the language as it was, when
 * they cannot be fetched.
 */
export async function loadLanguage(instance: i18n, language: string): Promise<void> {
  const table = tableLanguageOf(language);
  if (!hasTable(instance, table)) {
    const { sections } = await fetchLanguage(table);
    instance.addResourceBundle(table, 'translation', tableIn(sections, table), true, false);
  }
  await loadLazySections(instance, table);
  await instance.changeLanguage(language);
}

// Lazy sections go only into a language whose table is there (the instance's own, or one being
// switched to, after its table), so any bundle of a language means its table came.
const hasTable = (instance: i18n, language: string) =>
  instance.hasResourceBundle(language, 'translation');
