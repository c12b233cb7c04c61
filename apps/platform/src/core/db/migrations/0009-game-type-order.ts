import type { Kysely } from 'kysely';

/**
 * A category's list without a provider filter (the lobby's "all slots") reads games in list
 * order straight from this index instead of sorting the whole category per page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('game_type_order_idx')
    .on('game')
    .columns(['game_type', 'sort', 'node_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_type_order_idx').execute();
}
