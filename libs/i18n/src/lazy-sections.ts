import type { TableLanguage } from '@tessera/contract';
import type { i18n } from 'i18next';
import { fetchLanguage, tableLanguageOf } from './language-tables';
import type { LazySectionName } from './tables/lazy';

// The lazy section files asked for so far (a new instance, or a language switched to, gets them
// too), and the i18next instances they go into. An instance is held weakly: a test creates many.
const requested = new Set<LazySectionName>();
const instances = new Set<WeakRef<i18n>>();
/** Per instance that loads on demand: the `<language>:<section>` pairs it holds. */
const loadedOf = new WeakMap<i18n, Set<string>>();

function liveInstances(): i18n[] {
  return [...instances].flatMap((ref) => {
    const instance = ref.deref();
    if (!instance) instances.delete(ref);
    return instance ? [instance] : [];
  });
}

/**
 * Registers a new instance, so the sections loaded from now on go into it too (`loadI18n` gives
 * it those loaded before). One that loads on demand names its language; one without (testing)
 * holds every section already.
 */
export function trackInstance(instance: i18n, language?: TableLanguage) {
  if (language) loadedOf.set(instance, new Set());
  instances.add(new WeakRef(instance));
}

/**
 * Where a lazy file's texts go: a file of refusals (`cashierErrors`) joins the catalogue's
 * `errors`; any other is its own section.
 */
export const sectionOf = (file: LazySectionName) => (file.endsWith('Errors') ? 'errors' : file);

async function loadInto(instance: i18n, language: TableLanguage, files: LazySectionName[]) {
  const loaded = loadedOf.get(instance);
  const missing = files.filter((file) => loaded && !loaded.has(`${language}:${file}`));
  if (missing.length === 0) return;
  const { LAZY_SECTIONS } = await fetchLanguage(language);
  await Promise.all(
    missing.map(async (file) => {
      const texts = (await LAZY_SECTIONS[file]())[language];
      instance.addResourceBundle(
        language,
        'translation',
        { [sectionOf(file)]: texts },
        true,
        false,
      );
      loaded?.add(`${language}:${file}`);
    }),
  );
}

/**
 * Loads a lazy section file into every live instance, in that instance's language only; the
 * other languages' parts follow when an instance switches (`loadLanguage`).
 */
export async function loadSection(file: LazySectionName): Promise<void> {
  requested.add(file);
  await Promise.all(
    liveInstances().map((instance) =>
      loadInto(instance, tableLanguageOf(instance.language), [file]),
    ),
  );
}

/** Loads every lazy section loaded so far into `instance`, in `language` (before switching to it). */
export function loadLazySections(instance: i18n, language: TableLanguage): Promise<void> {
  return loadInto(instance, language, [...requested]);
}
