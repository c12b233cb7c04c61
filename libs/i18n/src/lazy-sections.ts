import type { i18n } from 'i18next';
import type { TableLanguage } from '@tessera/contract';

// Sections that ship with the lazy pages that use them, not in the first load: every language
// of a section costs bytes, and the lobby never shows the records. A page adds its section when
// it first renders; the keys are typed with the rest (`Translation` names them).
export { records } from './tables/records';

type Section = Record<TableLanguage, Record<string, string>>;

/** Adds `section` under `name` to every language of `instance`, once; later calls do nothing. */
export function addSection(instance: i18n, name: string, section: Section): void {
  for (const [language, texts] of Object.entries(section)) {
    if (instance.getResource(language, 'translation', name) !== undefined) continue;
    instance.addResourceBundle(language, 'translation', { [name]: texts }, true, false);
  }
}
