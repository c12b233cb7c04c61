/** A language code as the site sends it: `bn`, `EN`, `pt-BR`, `pt_br`. */
export const languageParam = {
  type: 'string',
  pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,4})?$',
} as const;

/** A short upper-case word such as a device or platform name (`WEB`, `W`). */
export const wordParam = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,16}$' } as const;

/** `^(A|B)(,(A|B))*$`: a comma list of the given values. */
export function commaListPattern(values: readonly string[]): string {
  const one = `(${values.join('|')})`;
  return `^${one}(,${one})*$`;
}
