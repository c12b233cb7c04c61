import type { TableLanguage } from '@tessera/contract';

/** Languages with a table, named in their own language so a reader finds theirs. */
export const TABLE_LANGUAGES: readonly { code: TableLanguage; nativeName: string }[] = [
  { code: 'en', nativeName: 'English' },
  { code: 'bn', nativeName: 'বাংলা' },
  { code: 'pt', nativeName: 'Português' },
  { code: 'tl', nativeName: 'Tagalog' },
];

export function isTableLanguage(value: unknown): value is TableLanguage {
  return TABLE_LANGUAGES.some((language) => language.code === value);
}
