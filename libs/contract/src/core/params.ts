import Type from 'typebox';

// Query and body fields several calls share.

/** A language code as the site sends it: `bn`, `EN`, `pt-BR`, `pt_br`. */
export const LanguageParam = Type.String({ pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,4})?$' });

/** A short upper-case word such as a device or platform name (`WEB`, `W`). */
export const WordParam = Type.String({ pattern: '^[A-Za-z0-9_-]{1,16}$' });

/** A vendor or classify code as the site puts it in a URL; the platform upper-cases it. */
export const CodeParam = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' });

/** `^(A|B)(,(A|B))*$`: a comma list of the given values. */
export function commaListPattern(values: readonly string[]): string {
  const one = `(${values.join('|')})`;
  return `^${one}(,${one})*$`;
}
