import { sql, type Kysely } from 'kysely';

const now = sql`now()`;
const GAME_TYPE_CHECK = sql`game_type in ('LIVE','RNG','FISH','PVP','SPORTS','ESPORTS','LOTT','ELOTT','COCKFIGHT','CRICKET')`;

/**
 * The game catalogue: vendor maintenance, games, and each member's favourites and recent games.
 * Games are shared by every merchant; a merchant's switched-off vendors hide their games.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('game_vendor')
    .addColumn('maintenance', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('game')
    // nodeId in the spec: the id favourites and recent games refer to.
    .addColumn('node_id', 'bigserial', (col) => col.primaryKey())
    .addColumn('game_code', 'text', (col) => col.notNull().unique())
    .addColumn('vassalage', 'text', (col) =>
      col.notNull().references('game_vendor.vassalage').onDelete('cascade'),
    )
    .addColumn('game_type', 'text', (col) => col.notNull().check(GAME_TYPE_CHECK))
    // Sub-category within a type, e.g. SLOT, CRASH, CRICKET, BACCARAT; null when none.
    .addColumn('game_classify', 'text')
    .addColumn('display_name', 'text', (col) => col.notNull())
    // Lower-cased name and code, so a name search is one LIKE on one column.
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('is_hot', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_new', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('maintenance', 'boolean', (col) => col.notNull().defaultTo(false))
    // False for a VASSALAGE-type entry: the card stands for a vendor's whole game list.
    .addColumn('is_game', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('game_list_idx')
    .on('game')
    .columns(['game_type', 'vassalage', 'sort', 'node_id'])
    .execute();
  await db.schema.createIndex('game_vendor_idx').on('game').columns(['vassalage']).execute();

  for (const table of ['favourite_game', 'recent_game'] as const)
    await db.schema
      .createTable(table)
      .addColumn('member_id', 'bigint', (col) =>
        col.notNull().references('member.id').onDelete('cascade'),
      )
      .addColumn('node_id', 'bigint', (col) =>
        col.notNull().references('game.node_id').onDelete('cascade'),
      )
      // For favourites: when added; for recent games: when last launched.
      .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(now))
      .addPrimaryKeyConstraint(`${table}_pk`, ['member_id', 'node_id'])
      .execute();
}

/** Drops the tables and the vendor column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['recent_game', 'favourite_game', 'game'])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('game_vendor').dropColumn('maintenance').execute();
}
