import type { TableLanguage } from '@tessera/contract';

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
 * One area's strings in every shipped language, side by side so a translator sees them together.
 * English sets the keys; every other language must have exactly those keys (typecheck fails
 * otherwise), so no screen ever falls back to a raw key.
 */
export function defineSection<const K extends string>(
  section: { en: Strings<K> } & Record<
    Exclude<TableLanguage, 'en'>,
    Strings<NoInfer<K>> & MorePluralForms<NoInfer<K>>
  >,
) {
  return section;
}
