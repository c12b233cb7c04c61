import { sql, type Kysely } from 'kysely';

/** The vendor catalogue, which game types each vendor offers, and per-merchant vendor switches. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_vendor')
    .addColumn('vassalage', 'text', (col) =>
      col.primaryKey().check(sql`vassalage ~ '^[A-Z0-9_]+$'`),
    )
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('logo_url', 'text')
    .execute();

  // Game types frozen here on purpose: a new type needs a new migration.
  await db.schema
    .createTable('game_type_vendor')
    .addColumn('game_type', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`game_type in ('LIVE','RNG','FISH','PVP','SPORTS','ESPORTS','LOTT','ELOTT','COCKFIGHT','CRICKET')`,
        ),
    )
    .addColumn('vassalage', 'text', (col) =>
      col.notNull().references('game_vendor.vassalage').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('game_type_vendor_pk', ['game_type', 'vassalage'])
    .execute();

  await db.schema
    .createTable('merchant_vendor')
    .addColumn('merchant_code', 'text', (col) =>
      col.notNull().references('merchant.code').onDelete('cascade'),
    )
    .addColumn('vassalage', 'text', (col) =>
      col.notNull().references('game_vendor.vassalage').onDelete('cascade'),
    )
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('merchant_vendor_pk', ['merchant_code', 'vassalage'])
    .execute();
}

/** Drops the three tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merchant_vendor').execute();
  await db.schema.dropTable('game_type_vendor').execute();
  await db.schema.dropTable('game_vendor').execute();
}
