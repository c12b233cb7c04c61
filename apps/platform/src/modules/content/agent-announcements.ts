import type { AgentAnnouncements } from '@tessera/contract';
import { pickLocalized } from '@tessera/domain';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';

// The agent centre's announcements (type AG): the agent module shows them and seeds the welcome
// one; the rows are this module's.

/** The merchant's announcements for agents (type AG), newest first, in the reader's language. */
export async function agentAnnouncements(
  db: Db,
  merchantCode: string,
  language: string,
  fallbackLanguage: string,
  timeZone: string,
): Promise<AgentAnnouncements> {
  const rows = await db
    .selectFrom('announcement')
    .where('merchant_code', '=', merchantCode)
    .where('type', '=', 'AG')
    .select(['id', 'title', 'content'])
    .select(
      sql<string>`to_char(published_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`.as(
        'time',
      ),
    )
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: pickLocalized(row.title, language, fallbackLanguage),
      content: pickLocalized(row.content, language, fallbackLanguage),
      time: row.time,
    })),
  };
}

/** An agents' announcement under `key`, unless the merchant has one under it (an edit survives). */
export async function addAgentAnnouncement(
  db: Db,
  merchantCode: string,
  announcement: { key: string; title: Record<string, string>; content: Record<string, string> },
): Promise<void> {
  await db
    .insertInto('announcement')
    .values({
      merchant_code: merchantCode,
      key: announcement.key,
      type: 'AG',
      group_name: null,
      linkage_type: null,
      execution: null,
      image_url: null,
      url: null,
      title: JSON.stringify(announcement.title),
      content: JSON.stringify(announcement.content),
    })
    .onConflict((oc) => oc.columns(['merchant_code', 'key']).doNothing())
    .execute();
}
