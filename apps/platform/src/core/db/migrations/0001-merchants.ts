import { sql, type Kysely } from 'kysely';

/** Merchants (brands) and their whitelabel feature trees. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('currency', 'char(3)', (col) => col.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('default_language', 'text', (col) => col.notNull())
    .addColumn('languages', sql`text[]`, (col) => col.notNull())
    .addColumn('maintenance', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('maintenance_end', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // A site must be able to start in its default language.
    .addCheckConstraint('merchant_default_language_listed', sql`default_language = any(languages)`)
    .execute();

  await db.schema
    .createTable('merchant_feature')
    .addColumn('merchant_code', 'text', (col) =>
      col.notNull().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('mod_id', 'text', (col) => col.notNull())
    .addColumn('parent_mod_id', 'text')
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('merchant_feature_pk', ['merchant_code', 'mod_id'])
    // A child must hang under a node of the same merchant's tree.
    .addForeignKeyConstraint(
      'merchant_feature_parent_fk',
      ['merchant_code', 'parent_mod_id'],
      'merchant_feature',
      ['merchant_code', 'mod_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

/** Drops both tables, children first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merchant_feature').execute();
  await db.schema.dropTable('merchant').execute();
}
