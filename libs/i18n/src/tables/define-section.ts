type Strings<K extends string> = Record<K, string>;

/** `ticketsLeft` for a counted key that English writes as `ticketsLeft_one` / `ticketsLeft_other`. */
type Counted<K extends string, All extends string = K> = K extends `${infer Base}_other`
  ? `${Base}_one` extends All
    ? Base
    : never
  : never;

/**
 * The plural forms some languages have besides one and other (Arabic has all four: 0, 2, 3–10,
 * 11–99), allowed on the counted keys only; tables.spec checks each language has the ones it uses.
 */
type MorePluralForms<K extends string> = Partial<
  Record<`${Counted<K>}_${'zero' | 'two' | 'few' | 'many'}`, string>
>;

/**
 * One language's part of a section file, checked against English with `satisfies`: exactly
 * English's keys (typecheck fails on a missing or an extra one, so no screen ever falls back to
 * a raw key), plus the extra plural forms of counted keys. Each section file holds one export per
 * language, side by side so a translator sees them together, and separable so a reader
 * downloads only their own (see `languages/`).
 */
export type SectionOf<English extends Record<string, string>> = Strings<keyof English & string> &
  MorePluralForms<keyof English & string>;
