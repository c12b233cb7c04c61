import { sql, type Kysely } from 'kysely';

/**
 * Banner and promotion art per language (issue 14): `image_urls` maps a language code to its
 * picture, read like the texts (requested language, the merchant's default, English) before
 * the single `image_url`, which stays as the art of any language without its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('announcement')
    .addColumn('image_urls', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}
