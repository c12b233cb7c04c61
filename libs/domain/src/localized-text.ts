/** One text in several languages, keyed by lower-case language code (`en`, `bn`, `pt-br`). */
export type LocalizedText = Readonly<Record<string, string>>;

/**
 * The text in the requested language, else its base language (`pt-br` → `pt`), else the
 * merchant's default, else English; empty when none of those has a non-empty text.
 */
export function pickLocalized(
  text: LocalizedText,
  language: string,
  merchantDefault: string,
): string {
  const requested = language.trim().toLowerCase();
  const candidates = [
    requested,
    requested.split(/[-_]/)[0] ?? '',
    merchantDefault.toLowerCase(),
    'en',
  ];
  for (const candidate of candidates) {
    const value = Object.hasOwn(text, candidate) ? text[candidate] : undefined;
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}
