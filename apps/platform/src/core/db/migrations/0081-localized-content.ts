import { sql, type Kysely } from 'kysely';

/**
 * Seeded content in every language a brand offers (issue 27): a promotion's pictures per
 * language (`localized_images`: language → the images list, read like its texts before the
 * single `images` list, which stays the operator's and any other language's), and a deposit
 * method's name per language (`names`, before the single `name`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('promotion')
    .addColumn('localized_images', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .alterTable('payment_method')
    .addColumn('names', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}
