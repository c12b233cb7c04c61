import type { GamePage, GameType } from '@tessera/contract';
import type { Db, Id } from '../../core/db/database';
import { gamesWithVendor, pageOf, SUMMARY_COLUMNS, vendorOn, type Paging } from './game-rows';

/** A member's favourites and recent games share one shape: (member, game, at). */
type MemberGameTable = 'favourite_game' | 'recent_game';

/** Whose list, of which merchant, optionally one game type. */
export interface MemberGamesScope {
  memberId: Id;
  merchantCode: string;
  gameType?: GameType;
}

/**
 * One page of a member's favourites or recent games, newest first. Games of vendors the
 * merchant switched off are left out, as in every other list.
 */
export async function memberGamePage(
  db: Db,
  table: MemberGameTable,
  { memberId, merchantCode, gameType }: MemberGamesScope,
  paging: Paging,
): Promise<GamePage> {
  let query = gamesWithVendor(db)
    .innerJoin(`${table} as mg`, 'mg.node_id', 'g.node_id')
    .where('mg.member_id', '=', memberId)
    .where(vendorOn(merchantCode));
  if (gameType) query = query.where('g.game_type', '=', gameType);
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    query
      .select(SUMMARY_COLUMNS)
      .orderBy('mg.at', 'desc')
      .orderBy('g.node_id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize)
      .execute(),
  ]);
  return pageOf(rows, Number(counted.total), paging);
}

/** The node ids of a member's favourites, newest first. */
export async function favouriteIds(db: Db, memberId: Id): Promise<number[]> {
  const rows = await db
    .selectFrom('favourite_game')
    .select('node_id')
    .where('member_id', '=', memberId)
    .orderBy('at', 'desc')
    .orderBy('node_id', 'desc')
    .execute();
  return rows.map((row) => Number(row.node_id));
}

/** A game of the merchant's catalogue by node id; a switched-off vendor's game is not found. */
export async function findGameByNode(db: Db, merchantCode: string, nodeId: number) {
  return db
    .selectFrom('game as g')
    .select(['g.node_id', 'g.vassalage', 'g.game_type'])
    .where('g.node_id', '=', nodeId)
    .where(vendorOn(merchantCode))
    .executeTakeFirst();
}

/** Adds a favourite; adding one twice keeps the first (and its time). */
export async function addFavourite(db: Db, memberId: Id, nodeId: number, at: Date) {
  await db
    .insertInto('favourite_game')
    .values({ member_id: memberId, node_id: nodeId, at })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doNothing())
    .execute();
}

/** Removes a favourite; removing one that is not there is fine. */
export async function removeFavourite(db: Db, memberId: Id, nodeId: number) {
  await db
    .deleteFrom('favourite_game')
    .where('member_id', '=', memberId)
    .where('node_id', '=', nodeId)
    .execute();
}

/** Records that the member opened a game (launch), moving it to the top of the recent list. */
export async function recordRecentGame(db: Db, memberId: Id, nodeId: number, at: Date) {
  await db
    .insertInto('recent_game')
    .values({ member_id: memberId, node_id: nodeId, at })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ at }))
    .execute();
}
