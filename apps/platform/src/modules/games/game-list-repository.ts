import type { GamePage, GameSummary, GameType } from '@tessera/contract';
import { RNG_EXCLUDED_VENDORS } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import {
  gamesWithVendor,
  pageOf,
  SUMMARY_COLUMNS,
  toSummary,
  vendorOn,
  type Paging,
} from './game-rows';

/** Filters of the game list (spec §7 GCSGAME_gameList plus a name search). */
export interface GameListFilters {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  /** Part of the display name or code, any case. */
  name?: string;
  filter?: 'ALL' | 'NEW' | 'HOT';
}

/** Most hot games one call answers. */
export const HOT_GAMES_LIMIT = 24;

/** `50%_off` → `50\%\_off`: the text matches literally inside a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the merchant's catalogue, in catalogue order (sort, then node id). */
export async function listGames(
  db: Db,
  merchantCode: string,
  { gameType, vassalage, gameClassify, name, filter = 'ALL' }: GameListFilters,
  paging: Paging,
): Promise<GamePage> {
  let query = db.selectFrom('game as g').where(vendorOn(merchantCode));
  if (gameType) query = query.where('g.game_type', '=', gameType);
  if (vassalage) query = query.where('g.vassalage', '=', vassalage);
  // Spec §9: BGS stays out of the RNG list; asking for the vendor or a classify brings it back.
  else if (gameType === 'RNG' && !gameClassify)
    query = query.where('g.vassalage', 'not in', RNG_EXCLUDED_VENDORS);
  if (gameClassify) query = query.where('g.game_classify', '=', gameClassify);
  // search_text is the lower-cased name and code, so one LIKE covers both.
  const needle = name?.trim().toLowerCase();
  if (needle) query = query.where('g.search_text', 'like', `%${escapeLike(needle)}%`);
  if (filter === 'NEW') query = query.where('g.is_new', '=', true);
  if (filter === 'HOT') query = query.where('g.is_hot', '=', true);

  // The page is cut from narrow rows (id and sort) and only its 20-odd games are then read in
  // full and meet their vendor (maintenance flag): on PGlite that costs a third less than
  // sorting and joining every matching row.
  const page = query
    .select(['g.node_id', 'g.sort'])
    .orderBy('g.sort')
    .orderBy('g.node_id')
    .limit(paging.pageSize)
    .offset((paging.pageNo - 1) * paging.pageSize)
    .as('p');
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    db
      .selectFrom(page)
      .innerJoin('game as g', 'g.node_id', 'p.node_id')
      .innerJoin('game_vendor as v', 'v.vassalage', 'g.vassalage')
      .select(SUMMARY_COLUMNS)
      .orderBy('p.sort')
      .orderBy('p.node_id')
      .execute(),
  ]);
  return pageOf(rows, Number(counted.total), paging);
}

/** The merchant's hot games (playable entries only), in catalogue order. */
export async function hotGames(db: Db, merchantCode: string): Promise<GameSummary[]> {
  const rows = await gamesWithVendor(db)
    .where(vendorOn(merchantCode))
    .where('g.is_hot', '=', true)
    .where('g.is_game', '=', true)
    .select(SUMMARY_COLUMNS)
    .orderBy('g.sort')
    .orderBy('g.node_id')
    .limit(HOT_GAMES_LIMIT)
    .execute();
  return rows.map(toSummary);
}
