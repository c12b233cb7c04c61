import { sql, type Kysely } from 'kysely';

/**
 * The lottery draw secret (issue 14): the HMAC key of the computed draws, one per database so
 * every replica computes the same numbers and nobody with the source can. At most one row
 * (id is always 1): the first use inserts a random secret with ON CONFLICT DO NOTHING and
 * reads back whichever insert won (modules/lottery/lottery-secret.ts). Nothing serves it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lottery_secret')
    .addColumn('id', 'smallint', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
