import { sql, type Kysely } from 'kysely';

/**
 * The wallet a game's bookings move on a multi-wallet merchant is its vendor's. The wallet module
 * read that from the games module's `game` table; it now reads its own `game_wallet_vendor`,
 * kept by a trigger on `game` (every insert and change of vendor, seeds and operator edits
 * alike), so no booking needs the catalogue. Existing games are copied in here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_wallet_vendor')
    .addColumn('node_id', 'bigint', (col) =>
      col.primaryKey().references('game.node_id').onDelete('cascade'),
    )
    .addColumn('vendor', 'text', (col) => col.notNull())
    .execute();
  await sql`
    insert into game_wallet_vendor (node_id, vendor) select node_id, vassalage from game
  `.execute(db);
  // The function's source is the wallet's (game-wallet-vendor-sync.sql.ts); made here for the
  // trigger, brought to that source with the other stored functions after the migrations.
  await sql`create function game_wallet_vendor_sync() returns trigger language plpgsql as $$
    begin
      insert into game_wallet_vendor (node_id, vendor) values (new.node_id, new.vassalage)
        on conflict (node_id) do update set vendor = excluded.vendor;
      return null;
    end $$`.execute(db);
  await sql`create trigger game_wallet_vendor_sync after insert or update of vassalage on game
    for each row execute function game_wallet_vendor_sync()`.execute(db);
}

/** Drops the trigger, its function and the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger game_wallet_vendor_sync on game`.execute(db);
  await sql`drop function game_wallet_vendor_sync()`.execute(db);
  await db.schema.dropTable('game_wallet_vendor').execute();
}
