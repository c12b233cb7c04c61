import Type from 'typebox';
import { StringEnum } from '../core/schema-types';
import { GAME_LIST_MAX_PAGE_SIZE, GAME_TYPES } from './constants';

// Fields the game calls share.

export type GameType = (typeof GAME_TYPES)[number];

/** A game type in a query or body: `{ type: 'string', enum: GAME_TYPES }`. */
export const GameTypeParam = StringEnum(GAME_TYPES);

/**
 * A game's node id in a request: bounded, so a huge number is refused as invalid instead of
 * overflowing the database's bigint (a 500).
 */
export const NodeIdParam = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** A 1-based page number. */
export const PageParam = Type.Integer({ minimum: 1, maximum: 100_000 });

/** A page size up to GAME_LIST_MAX_PAGE_SIZE, `fallback` when absent. */
export const pageSizeParam = (fallback: number) =>
  Type.Integer({ minimum: 1, maximum: GAME_LIST_MAX_PAGE_SIZE, default: fallback });
