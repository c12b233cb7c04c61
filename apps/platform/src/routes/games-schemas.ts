import { GAME_LIST_MAX_PAGE_SIZE, GAME_TYPES, type GameType } from '@tessera/contract';
import { languageParam } from './query-schemas';
import { envelopeOf, nullableString, objectOf } from './schema-helpers';

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const boolean = { type: 'boolean' } as const;
const listOf = (items: object) => ({ type: 'array', items }) as const;

/** A vendor or classify code as the site puts it in a URL; the routes upper-case it. */
export const codeParam = { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' } as const;
const gameTypeParam = { type: 'string', enum: GAME_TYPES } as const;
const pageParam = { type: 'integer', minimum: 1, maximum: 100_000 } as const;
const pageNoParam = { ...pageParam, default: 1 } as const;
const pageSizeParam = (fallback: number) =>
  ({ type: 'integer', minimum: 1, maximum: GAME_LIST_MAX_PAGE_SIZE, default: fallback }) as const;

/** Default page size of game lists and recent games (spec §7, §9). */
export const GAME_PAGE_SIZE = 20;
/** Favourites are asked for 999 at once (spec §9). */
export const FAVOURITE_PAGE_SIZE = GAME_LIST_MAX_PAGE_SIZE;

/** Query of the game list after validation and defaults. */
export interface GameListParams {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  name?: string;
  filter?: 'ALL' | 'NEW' | 'HOT';
  pageNo: number;
  pageSize: number;
  language?: string;
}

// clientType, platform and merchant (spec §7) are not listed: one catalogue serves every client,
// and the merchant comes from the header. Unlisted parameters are ignored.
export const gameListQuery = {
  type: 'object',
  properties: {
    gameType: gameTypeParam,
    vassalage: codeParam,
    gameClassify: codeParam,
    name: { type: 'string', maxLength: 64 },
    filter: { type: 'string', enum: ['ALL', 'NEW', 'HOT'] },
    pageNo: pageNoParam,
    pageSize: pageSizeParam(GAME_PAGE_SIZE),
    language: languageParam,
  },
} as const;

/** Query of a member's lists: favourites (`pageNo`) and recent games (`page`, spec §7). */
export interface MemberListQuery {
  gameType?: GameType;
  pageNo?: number;
  page?: number;
  pageSize: number;
}

export const memberListQuery = (fallbackSize: number) =>
  ({
    type: 'object',
    properties: {
      gameType: gameTypeParam,
      pageNo: pageParam,
      page: pageParam,
      pageSize: pageSizeParam(fallbackSize),
      language: languageParam,
    },
  }) as const;

/** Query of hot games and vendor lanes: every spec parameter accepted, none changes the answer. */
export const catalogueQuery = {
  type: 'object',
  properties: {
    language: languageParam,
    platform: { type: 'string', maxLength: 64 },
    isPlatform: integer,
    refresh: { type: 'string', maxLength: 8 },
  },
} as const;

export const favouriteAddBody = {
  type: 'object',
  required: ['nodeId', 'vendor', 'gameType'],
  properties: {
    nodeId: { type: 'integer', minimum: 1 },
    vendor: codeParam,
    gameType: gameTypeParam,
  },
} as const;

export const nodeIdQuery = {
  type: 'object',
  required: ['nodeId'],
  properties: { nodeId: { type: 'integer', minimum: 1 } },
} as const;

export const modelIdQuery = {
  type: 'object',
  required: ['modelId'],
  properties: { modelId: { type: 'string', maxLength: 40 } },
} as const;

const gameSummary = objectOf({
  nodeId: integer,
  gameCode: string,
  vassalage: string,
  gameType: string,
  gameClassify: nullableString,
  displayName: string,
  iconUrl: string,
  isHot: integer,
  isNew: boolean,
  isGame: boolean,
  maintenance: boolean,
});

export const gamePageReply = envelopeOf(
  objectOf({
    content: listOf(gameSummary),
    pageNum: integer,
    pageSize: integer,
    totalPages: integer,
    totalElements: integer,
  }),
);

export const hotGamesReply = envelopeOf(objectOf({ list: listOf(gameSummary) }));

const vendorCard = {
  type: 'object',
  // gameClassify is optional: in-house cards only.
  required: ['vassalage', 'displayName', 'gameType', 'gameCode', 'iconUrl', 'maintenance'],
  properties: {
    vassalage: string,
    displayName: string,
    gameType: string,
    gameClassify: string,
    gameCode: nullableString,
    iconUrl: string,
    maintenance: boolean,
  },
} as const;

export const vendorLanesReply = envelopeOf(
  objectOf({
    data: objectOf({
      lanes: listOf(
        objectOf({
          title: string,
          cards: listOf(vendorCard),
          gameClassify: listOf(objectOf({ classify: string, vendors: listOf(string) })),
        }),
      ),
    }),
  }),
);

export const favouriteIdsReply = envelopeOf(objectOf({ nodeIds: listOf(integer) }));

export const pokerRoomsReply = envelopeOf(
  objectOf({
    rooms: listOf(
      objectOf({
        roomId: string,
        name: string,
        gameCode: string,
        smallBlind: integer,
        bigBlind: integer,
        seats: integer,
        players: integer,
      }),
    ),
  }),
);

export const liveModelsReply = envelopeOf(
  listOf(
    objectOf({
      modelId: string,
      name: string,
      avatarUrl: string,
      online: boolean,
      gameCode: string,
    }),
  ),
);

export const liveChatReply = envelopeOf(objectOf({ chatUrl: string }));
