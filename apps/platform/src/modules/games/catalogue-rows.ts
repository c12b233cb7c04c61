import type { Db } from '../../core/db/database';

// The game catalogue as other modules read it: read models (derived tables of the published
// columns) to join or select from, `.innerJoin(gameRows(db).as('g'), …)` or `${gameRows(db)} g`
// inside raw SQL. PostgreSQL folds a plain subquery into the outer query, so a join through it
// plans as the join on the table did (tools/table-ownership.mjs).

/** Games: node id, code, vendor, type and names. */
export const gameRows = (db: Db) =>
  db
    .selectFrom('game')
    .select([
      'node_id',
      'game_code',
      'vassalage',
      'game_type',
      'game_classify',
      'display_name',
      'maintenance',
      'is_game',
      'is_hot',
      'sort',
    ]);

/** Vendors: code, name, logo, maintenance. */
export const vendorRows = (db: Db) =>
  db.selectFrom('game_vendor').select(['vassalage', 'display_name', 'logo_url', 'maintenance']);
