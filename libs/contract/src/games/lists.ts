import Type, { type Static } from 'typebox';
import { LanguageParam, CodeParam } from '../core/params';
import { Nullable, StringEnum, type WithDefaults } from '../core/schema-types';
import { GAME_LIST_FILTERS, GAME_PAGE_SIZE } from './constants';
import { GameTypeParam, PageParam, pageSizeParam } from './params';

/**
 * `GET /wps/relay/GCSGAME_gameList` query (spec §7), plus a name search and a narrowing filter.
 * clientType, platform and merchant (spec §7) are not listed: one catalogue serves every client,
 * and the merchant comes from the header. Unlisted parameters are ignored.
 */
export const GameListQuery = Type.Object({
  gameType: Type.Optional(GameTypeParam),
  vassalage: Type.Optional(CodeParam),
  gameClassify: Type.Optional(CodeParam),
  /** Case-insensitive part of the display name or game code. */
  name: Type.Optional(Type.String({ maxLength: 64 })),
  /** NEW or HOT narrow the list; ALL (the default) does not. */
  filter: Type.Optional(StringEnum(GAME_LIST_FILTERS)),
  /** 1-based. @default 1 */
  pageNo: Type.Optional(Type.Integer({ ...PageParam, default: 1 })),
  /** @default GAME_PAGE_SIZE */
  pageSize: Type.Optional(pageSizeParam(GAME_PAGE_SIZE)),
  language: Type.Optional(LanguageParam),
});
export type GameListQuery = Static<typeof GameListQuery>;
/** The game list query as the handler sees it, after defaults. */
export type GameListParams = WithDefaults<GameListQuery, 'pageNo' | 'pageSize'>;

/** Query of hot games and vendor lanes: every spec parameter accepted, none changes the answer. */
export const CatalogueQuery = Type.Object({
  language: Type.Optional(LanguageParam),
  platform: Type.Optional(Type.String({ maxLength: 64 })),
  /** The SDK sends 2; bounded so nonsense is refused rather than ignored. */
  isPlatform: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  refresh: Type.Optional(Type.String({ maxLength: 8 })),
});
export type CatalogueQuery = Static<typeof CatalogueQuery>;

/** A game as every list shows it (spec §3 Game). Amounts elsewhere are integer minor units. */
export const GameSummary = Type.Object({
  /** Stable id; favourites and recent games refer to it. */
  nodeId: Type.Integer(),
  gameCode: Type.String(),
  vassalage: Type.String(),
  gameType: GameTypeParam,
  /** Sub-category within the type, e.g. `SLOT`, `CRASH`, `CRICKET`; null when none. */
  gameClassify: Nullable(Type.String()),
  displayName: Type.String(),
  /** Artwork URL (an SVG the platform draws per game). */
  iconUrl: Type.String(),
  /** 1 = hot (spec §3). */
  isHot: Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] }),
  isNew: Type.Boolean(),
  /** False for a VASSALAGE-type entry: the card stands for a vendor's whole game list. */
  isGame: Type.Boolean(),
  /** The game or its vendor is under maintenance: launching it is refused. */
  maintenance: Type.Boolean(),
});
export type GameSummary = Static<typeof GameSummary>;

/** One page of games (spec §3 "paged list": content, pageNum, totalPages). */
export const GamePage = Type.Object({
  content: Type.Array(GameSummary),
  /** 1-based. */
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
  totalElements: Type.Integer(),
});
export type GamePage = Static<typeof GamePage>;

/** Hot games reply: spec §7 reads `value.list`. */
export const HotGames = Type.Object({ list: Type.Array(GameSummary) });
export type HotGames = Static<typeof HotGames>;
