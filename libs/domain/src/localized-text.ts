/** One text in several languages, keyed by lower-case language code (`en`, `bn`, `pt-br`). */
export type LocalizedText = Readonly<Record<string, string>>;

/**
 * The languages to try for a reader, in order: the requested one, its base language
 * (`pt-br` → `pt`), the merchant's default, English.
 */
function languagesFor(language: string, merchantDefault: string): string[] {
  const requested = language.trim().toLowerCase();
  return [requested, requested.split(/[-_]/)[0] ?? '', merchantDefault.toLowerCase(), 'en'];
}

/**
 * The value for a reader from a map keyed by language (a text, a picture, a list of pictures),
 * tried in the order of `languagesFor`; undefined when none of those has a usable value.
 */
export function pickByLanguage<T>(
  values: Readonly<Record<string, T>>,
  language: string,
  merchantDefault: string,
  usable: (value: T) => boolean = () => true,
): T | undefined {
  for (const candidate of languagesFor(language, merchantDefault)) {
    const value = Object.hasOwn(values, candidate) ? values[candidate] : undefined;
    if (value !== undefined && usable(value)) return value;
  }
  return undefined;
}

/**
 * The text in the requested language, else its base language (`pt-br` → `pt`), else the
 * merchant's default, else English; empty when none of those has a non-empty text.
 */
export function pickLocalized(
  text: LocalizedText,
  language: string,
  merchantDefault: string,
): string {
  const usable = (value: unknown) => typeof value === 'string' && value !== '';
  return pickByLanguage(text, language, merchantDefault, usable) ?? '';
}
