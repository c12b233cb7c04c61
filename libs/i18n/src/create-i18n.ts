import type { TableLanguage } from '@tessera/contract';
import i18next, { type FormatFunction, type i18n, type Interpolator } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { numberFormat } from './intl-formats';
import type { Translation } from './tables';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/** A fresh i18next instance holding the given tables, set to `language`. */
export function newI18n(language: string, tables: Partial<Record<TableLanguage, object>>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(tables).map(([code, table]) => [code, { translation: table }]),
    ),
    lng: language,
    // Languages without a table read English; a shipped table has every key (typecheck), so a
    // table language never needs English and a reader of one never downloads it.
    fallbackLng: 'en',
    initAsync: false,
    // React escapes what it renders; escaping here too would show "&amp;" to players.
    // alwaysFormat: a bare `{{n}}` goes through the format below too (numbers in the reader's digits).
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  // `{{count, number}}` through the shared formatters: i18next's own cache keys on every value
  // of the call, so it built a new Intl.NumberFormat for each count it formatted.
  instance.services.formatter?.add('number', (value, language, options) =>
    numberFormat(language ?? instance.language, intlNumberOptions(options)).format(value),
  );
  // One rule for every number a text writes: a bare `{{n}}` given a number is written in the
  // reader's digits ("স্তর ১", not "স্তর 1"), without grouping, as it may be a year or an id;
  // quantities that want grouping say `{{count, number}}`. Everything else formats as before.
  // i18next's interpolator calls its `format` for every value under alwaysFormat; its typings
  // leave that member out.
  const interpolator = instance.services.interpolator as Interpolator & { format: FormatFunction };
  const formatWritten = interpolator.format;
  interpolator.format = (value, format, language, options) =>
    !format && typeof value === 'number'
      ? numberFormat(language ?? instance.language, { useGrouping: false }).format(value)
      : formatWritten(value, format, language, options);
  return instance;
}

/** The options a table wrote in a format, e.g. `{{share, number(maximumFractionDigits: 1)}}`. */
const NUMBER_OPTION_NAMES = [
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'useGrouping',
  'signDisplay',
  'notation',
  'compactDisplay',
] as const;

/** Of everything i18next passes a formatter (the call's values too), the Intl number options. */
function intlNumberOptions(options: Record<string, unknown> | undefined) {
  const picked: Record<string, unknown> = {};
  for (const name of NUMBER_OPTION_NAMES)
    if (options?.[name] !== undefined) picked[name] = options[name];
  return picked as Intl.NumberFormatOptions;
}
