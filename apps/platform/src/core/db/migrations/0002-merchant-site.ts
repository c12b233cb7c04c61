import { sql, type Kysely } from 'kysely';

const emptyTextArray = sql`'{}'::text[]`;
const httpUrl = (column: string) => sql.raw(`${column} ~ '^https?://'`);

/** Site settings per merchant: domains, region rules, customer service, social links, resources. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const merchantCode = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('merchant_code', 'text', (col) =>
        col.notNull().references('merchant.code').onDelete('cascade'),
      );

  await db.schema
    .createTable('merchant_site')
    .addColumn('merchant_code', 'text', (col) =>
      col.primaryKey().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('main_domain', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('domains', sql`text[]`, (col) => col.notNull().defaultTo(emptyTextArray))
    .addColumn('facebook_domains', sql`text[]`, (col) => col.notNull().defaultTo(emptyTextArray))
    .addColumn('blocked_countries', sql`text[]`, (col) => col.notNull().defaultTo(emptyTextArray))
    .addColumn('blocked_cidrs', sql`text[]`, (col) => col.notNull().defaultTo(emptyTextArray))
    .addCheckConstraint(
      'merchant_site_main_domain_listed',
      sql`main_domain = '' or main_domain = any(domains)`,
    )
    .addCheckConstraint(
      'merchant_site_blocked_countries_iso',
      sql`array_to_string(blocked_countries, ',') ~ '^([A-Z]{2}(,[A-Z]{2})*)?$'`,
    )
    .execute();

  await merchantCode('merchant_customer_service')
    .addColumn('cs_position', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull().check(httpUrl('url')))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('merchant_customer_service_pk', ['merchant_code', 'cs_position'])
    .execute();

  // The network list is frozen here on purpose: a new network needs a new migration.
  await merchantCode('merchant_social_link')
    .addColumn('network', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`network in ('FACEBOOK','TIKTOK','YOUTUBE','TWITTER','INSTAGRAM','TELEGRAM','WHATSAPP','VIBER')`,
        ),
    )
    .addColumn('url', 'text', (col) => col.notNull().check(httpUrl('url')))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('merchant_social_link_pk', ['merchant_code', 'network'])
    .execute();

  await merchantCode('merchant_resource')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('label_en', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('merchant_resource_pk', ['merchant_code', 'key'])
    .execute();
}

/** Drops the four tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'merchant_resource',
    'merchant_social_link',
    'merchant_customer_service',
    'merchant_site',
  ])
    await db.schema.dropTable(table).execute();
}
