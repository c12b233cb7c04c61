import type { HelpTopic } from '@tessera/contract';
import { pickLocalized } from '@tessera/domain';
import type { Db } from '../../core/db/database';

/** The merchant's help topics in display order, texts in `language` (then fallback, then en). */
export async function listHelpTopics(
  db: Db,
  merchantCode: string,
  language: string,
  fallbackLanguage: string,
): Promise<HelpTopic[]> {
  const rows = await db
    .selectFrom('help_topic')
    .select(['tag', 'title', 'content'])
    .where('merchant_code', '=', merchantCode)
    .orderBy('sort')
    .orderBy('tag')
    .execute();
  return rows.map((row) => ({
    tag: row.tag,
    title: pickLocalized(row.title, language, fallbackLanguage),
    content: pickLocalized(row.content, language, fallbackLanguage),
  }));
}
