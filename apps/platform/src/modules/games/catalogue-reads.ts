import type { Db } from '../../core/db/database';
import { vendorOn } from './game-rows';

// What other modules read of the game catalogue. Its tables belong to this module; others ask
// here rather than query them (tools/table-ownership.mjs).

/**
 * Codes of the games of these types the merchant offers (its vendor not switched off), in
 * catalogue order: type descending, then the type's vendor order, then the game's.
 */
export async function offeredGameCodes(
  db: Db,
  merchantCode: string,
  gameTypes: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('game as g')
    .innerJoin('game_type_vendor as t', (join) =>
      join.onRef('t.vassalage', '=', 'g.vassalage').onRef('t.game_type', '=', 'g.game_type'),
    )
    .select('g.game_code')
    .where('g.game_type', 'in', gameTypes)
    .where(vendorOn(merchantCode))
    .orderBy('t.game_type', 'desc')
    .orderBy('t.sort')
    .orderBy('g.sort')
    .execute();
  return rows.map((row) => row.game_code);
}

/** Node ids of the first `limit` playable games (not under maintenance): hot ones first. */
export async function playableGames(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('game')
    .select('node_id')
    .where('is_game', '=', true)
    .where('maintenance', '=', false)
    .orderBy('is_hot', 'desc')
    .orderBy('sort')
    .orderBy('node_id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.node_id));
}

/** Whether the merchant offers this game (it is in the catalogue, its vendor not switched off). */
export async function offersGame(db: Db, merchantCode: string, gameCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('game as g')
    .select('g.node_id')
    .where('g.game_code', '=', gameCode)
    .where(vendorOn(merchantCode))
    .executeTakeFirst();
  return row !== undefined;
}
