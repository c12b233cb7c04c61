import type { TableLanguage } from '@tessera/contract';
import type { i18n } from 'i18next';

type Section = Record<TableLanguage, Record<string, string>>;

// Sections a lazily loaded screen brings with it (its texts need not be in the first download),
// and the i18next instances they go into. An instance is held weakly: a test creates many.
const sections = new Map<string, Section>();
const instances = new Set<WeakRef<i18n>>();

function addTo(instance: i18n, name: string, section: Section) {
  for (const [language, texts] of Object.entries(section))
    instance.addResourceBundle(language, 'translation', { [name]: texts }, true, false);
}

/** Called by createI18n: a new instance gets the sections already loaded, and later ones. */
export function trackInstance(instance: i18n) {
  for (const [name, section] of sections) addTo(instance, name, section);
  instances.add(new WeakRef(instance));
}

/** Adds a section that arrived with a lazy chunk to every live instance. */
export function addSection(name: string, section: Section) {
  // Several chunks may add to one section (the cashier's and the points' refusals both go to
  // `errors`): an instance created later must get all of them, not only the last one.
  const before = sections.get(name);
  sections.set(
    name,
    before
      ? (Object.fromEntries(
          Object.entries(section).map(([language, texts]) => [
            language,
            { ...before[language as TableLanguage], ...texts },
          ]),
        ) as Section)
      : section,
  );
  for (const ref of instances) {
    const instance = ref.deref();
    if (instance) addTo(instance, name, section);
    else instances.delete(ref);
  }
}
