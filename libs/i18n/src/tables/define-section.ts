import type { TableLanguage } from '@tessera/contract';

type Strings<K extends string> = Record<K, string>;

/**
 * One area's strings in every shipped language, side by side so a translator sees them together.
 * English sets the keys; every other language must have exactly those keys (typecheck fails
 * otherwise), so no screen ever falls back to a raw key.
 */
export function defineSection<const K extends string>(
  section: { en: Strings<K> } & Record<Exclude<TableLanguage, 'en'>, Strings<NoInfer<K>>>,
) {
  return section;
}
