import { sql, type Kysely } from 'kysely';

/**
 * Field data (issue 14): one row per metric of a real visit, as the site's web-vitals reporter
 * sent it, kept per merchant and page. The operator reads the 75th percentile per metric and page
 * over recent days, hence the index on (merchant, time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_vital')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('merchant_code', 'text', (col) =>
      col.notNull().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('page', 'text', (col) => col.notNull())
    .addColumn('metric', 'text', (col) => col.notNull().check(sql`metric in ('LCP', 'INP', 'CLS')`))
    .addColumn('value', 'double precision', (col) => col.notNull().check(sql`value >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('web_vital_merchant_time_idx')
    .on('web_vital')
    .columns(['merchant_code', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_vital').execute();
}
