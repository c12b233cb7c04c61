/// <reference types="vite/client" />
import { ERROR_CODES } from '@tessera/contract';
import type { TableLanguage } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../testing';
import { sectionOf } from '../lazy-sections';
import { LAZY_SECTIONS, type LazySectionName } from './lazy';

function leaves(table: object, prefix = ''): [string, string][] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

/** Every section file, the lazily loaded ones too: file → language → key → text. */
const SECTIONS = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<TableLanguage, object>>(
      [
        './*.ts',
        '!./index.ts',
        '!./define-section.ts',
        '!./first-load.ts',
        '!./lazy.ts',
        '!./*.spec.ts',
      ],
      { eager: true },
    ),
  ),
);

const allOf = (language: TableLanguage) =>
  new Map(
    Object.entries(SECTIONS).flatMap(([file, section]) => leaves(section[language], `${file}:`)),
  );

const english = allOf('en');
const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;

/** The plural categories a language uses for whole numbers (Arabic: zero, one, two, few, many, other). */
function pluralCategories(language: string) {
  const rules = new Intl.PluralRules(language);
  return new Set(Array.from({ length: 200 }, (_, n) => rules.select(n)));
}

it('reads every section file, the lazy ones too', () => {
  expect(Object.keys(SECTIONS)).toEqual(expect.arrayContaining(['./draws.ts', './missions.ts']));
  expect(Object.keys(SECTIONS).length).toBeGreaterThan(40);
});

it('has one export per table language in each section file, and nothing else', () => {
  // The build splits the languages by these exports (languageChunks): anything else would be
  // copied into every language's chunk.
  for (const [file, section] of Object.entries(SECTIONS))
    expect(Object.keys(section).sort(), file).toEqual(['ar', 'bn', 'en', 'pt', 'tl']);
});

describe.each(['bn', 'pt', 'tl', 'ar'] as const)('the %s table', (language) => {
  const table = allOf(language);
  const countedKeys = [...english.keys()].flatMap((key) =>
    key.endsWith('_other') && english.has(key.replace(/_other$/, '_one'))
      ? [key.slice(0, -'_other'.length)]
      : [],
  );

  it("has every English key and no others, besides the counted keys' plural forms", () => {
    const extra = [...table.keys()].filter((key) => !english.has(key));
    expect([...english.keys()].filter((key) => !table.has(key))).toEqual([]);
    expect(extra.filter((key) => !countedKeys.includes(PLURAL_FORM.exec(key)?.[1] ?? ''))).toEqual(
      [],
    );
  });

  it('has every plural form the language uses for each counted text', () => {
    const missing = countedKeys.flatMap((base) =>
      [...pluralCategories(language)]
        .map((category) => `${base}_${category}`)
        .filter((key) => !table.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it('keeps every {{placeholder}} of the English text', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of table) {
      const source = english.get(key) ?? english.get(key.replace(PLURAL_FORM, '$1_other'));
      expect(placeholders(text), key).toEqual(placeholders(source ?? ''));
    }
  });

  it('is translated, not an English copy', () => {
    // A text that is only placeholders and signs ("{{done}} / {{target}}") reads the same everywhere.
    const words = (text: string) => text.replace(/{{[^}]*}}/g, '').replace(/[^\p{L}]/gu, '');
    const copied = [...english].filter(
      ([key, text]) => table.get(key) === text && text.length > 12 && words(text).length > 0,
    );
    expect(copied).toEqual([]);
  });
});

describe('the ar table', () => {
  it('counts in Arabic plural forms', () => {
    const i18n = createI18n('ar');
    const tickets = (count: number) => i18n.t('draws.ticketsLeft', { count });
    expect([0, 1, 2, 3, 11, 100].map(tickets)).toEqual([
      'لا تذاكر (0)',
      'تذكرة واحدة (1)',
      'تذكرتان (2)',
      '3 تذاكر',
      '11 تذكرة',
      '100 تذكرة',
    ]);
    expect(i18n.dir()).toBe('rtl');
  });
});

describe('createI18n', () => {
  it('translates in the chosen language and fills placeholders', () => {
    const i18n = createI18n('bn');
    expect(i18n.t('home.welcome', { name: 'Aurora' })).toBe('Aurora-এ স্বাগতম');
  });

  it('has a message for every error code of the catalogue, the lazily loaded refusals too', () => {
    const i18n = createI18n('en');
    for (const code of ERROR_CODES) {
      expect(i18n.exists(`errors.${code}`), code).toBe(true);
    }
  });

  it('holds every lazy section of tables/lazy.ts where loadSection puts it', async () => {
    // Screens tested with this instance never load their sections: a missing one shows keys.
    const i18n = createI18n('bn');
    for (const file of Object.keys(LAZY_SECTIONS) as LazySectionName[]) {
      const [key, text] = leaves((await LAZY_SECTIONS[file]()).bn)[0] ?? [];
      expect(text, file).toBeTruthy();
      expect(i18n.getResource('bn', 'translation', `${sectionOf(file)}.${key}`), file).toBe(text);
    }
  });
});
