/**
 * Intl formatters built once per language and options. Building one costs far more than using
 * it (tens of microseconds on a desktop, a lot more on a cheap phone), and the lobby formats
 * dozens of amounts and counts in one render and again every few seconds (rolling prizes).
 * Option sets are few and fixed in code, so the caches stay small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let format = cache.get(key);
  if (format === undefined) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(language, options)`, shared by every caller asking for the same. */
export function numberFormat(language: string, options?: Intl.NumberFormatOptions) {
  return cached(numberFormats, `${language}|${JSON.stringify(options ?? {})}`, () => {
    return new Intl.NumberFormat(language, options);
  });
}

/** `new Intl.DateTimeFormat(language, options)`, shared by every caller asking for the same. */
export function dateTimeFormat(language: string, options?: Intl.DateTimeFormatOptions) {
  return cached(dateTimeFormats, `${language}|${JSON.stringify(options ?? {})}`, () => {
    return new Intl.DateTimeFormat(language, options);
  });
}
