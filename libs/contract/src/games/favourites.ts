import Type, { type Static } from 'typebox';
import { CodeParam, LanguageParam } from '../core/params';
import type { WithDefaults } from '../core/schema-types';
import { FAVOURITE_PAGE_SIZE, GAME_PAGE_SIZE } from './constants';
import { GameTypeParam, NodeIdParam, PageParam, pageSizeParam } from './params';

/** Favourites at a glance: the ids, for hearts on every card (spec §3). */
export const FavouriteIds = Type.Object({ nodeIds: Type.Array(Type.Integer()) });
export type FavouriteIds = Static<typeof FavouriteIds>;

/** `POST` favourite add (spec §7: nodeId, vendor, gameType). */
export const FavouriteAdd = Type.Object({
  nodeId: NodeIdParam,
  vendor: CodeParam,
  gameType: GameTypeParam,
});
export type FavouriteAdd = Static<typeof FavouriteAdd>;

/** `DELETE` favourite remove: `?nodeId=`. */
export const NodeIdQuery = Type.Object({ nodeId: NodeIdParam });
export type NodeIdQuery = Static<typeof NodeIdQuery>;

/** Query of a member's list: favourites (`pageNo`) and recent games (`page`, spec §7). */
const memberGamesQuery = (fallbackSize: number) =>
  Type.Object({
    gameType: Type.Optional(GameTypeParam),
    pageNo: Type.Optional(PageParam),
    page: Type.Optional(PageParam),
    pageSize: Type.Optional(pageSizeParam(fallbackSize)),
    language: Type.Optional(LanguageParam),
  });

/** Query of the favourites list; the page size defaults to FAVOURITE_PAGE_SIZE. */
export const FavouritesQuery = memberGamesQuery(FAVOURITE_PAGE_SIZE);
/** Query of recent games; the page size defaults to GAME_PAGE_SIZE. */
export const RecentGamesQuery = memberGamesQuery(GAME_PAGE_SIZE);
/** What a caller sends to either member list. */
export type MemberGamesQuery = Static<typeof FavouritesQuery>;
/** A member list query as the handler sees it, after defaults. */
export type MemberGamesParams = WithDefaults<MemberGamesQuery, 'pageSize'>;
