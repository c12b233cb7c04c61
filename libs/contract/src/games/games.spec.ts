import { Compile } from 'typebox/compile';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { omit } from '../testing';
import { envelope } from '../core/envelope';
import { FAVOURITE_PAGE_SIZE, GAME_PAGE_SIZE } from './constants';
import { FavouriteAdd, FavouritesQuery, NodeIdQuery, RecentGamesQuery } from './favourites';
import { LiveChatQuery } from './hosts';
import { VendorCard } from './lanes';
import { LaunchGameRequest, LaunchRequest } from './launch';
import { GameListQuery, GamePage, type GameSummary } from './lists';
import { WinnersQuery } from './winners';

const game: GameSummary = {
  nodeId: 7,
  gameCode: 'PG_FORTUNE_TIGER',
  vassalage: 'PG',
  gameType: 'RNG',
  gameClassify: 'SLOT',
  displayName: 'Fortune Tiger',
  iconUrl: '/cdn/games/PG_FORTUNE_TIGER.svg',
  isHot: 1,
  isNew: false,
  isGame: true,
  maintenance: false,
};

describe('game list query', () => {
  const check = Compile(GameListQuery);

  it('accepts what the site sends', () => {
    const query = { gameType: 'RNG', vassalage: 'pg', name: 'tiger', pageNo: 2, pageSize: 999 };
    expect(check.Check(query)).toBe(true);
  });

  it.each([
    ['page size 0', { pageSize: 0 }],
    ['page size 1000', { pageSize: 1000 }],
    ['page 0', { pageNo: 0 }],
    ['a vendor code with a space', { vassalage: 'P G' }],
    ['a vendor code over 32 characters', { vassalage: 'A'.repeat(33) }],
    ['an unknown game type', { gameType: 'BINGO' }],
    ['an unknown filter', { filter: 'TOP' }],
    ['a name over 64 characters', { name: 'x'.repeat(65) }],
    ['a language that is not a code', { language: 'english!' }],
  ])('refuses %s', (_, query) => {
    expect(check.Check(query)).toBe(false);
  });

  it('fills page 1 and 20 games when the caller leaves them out', () => {
    expect(Value.Default(GameListQuery, { gameType: 'LIVE' })).toEqual({
      gameType: 'LIVE',
      pageNo: 1,
      pageSize: GAME_PAGE_SIZE,
    });
  });
});

describe('member lists', () => {
  it('default to 999 favourites and 20 recent games a page', () => {
    expect(Value.Default(FavouritesQuery, {})).toEqual({ pageSize: FAVOURITE_PAGE_SIZE });
    expect(Value.Default(RecentGamesQuery, { page: 3 })).toEqual({ page: 3, pageSize: 20 });
  });

  it('refuse a page size over the maximum and a node id of 0', () => {
    expect(Value.Check(FavouritesQuery, { pageSize: 1000 })).toBe(false);
    expect(Value.Check(NodeIdQuery, { nodeId: 0 })).toBe(false);
    expect(Value.Check(NodeIdQuery, {})).toBe(false);
  });

  it('accept a favourite with its card, refuse one without a vendor or with a bad type', () => {
    expect(Value.Check(FavouriteAdd, { nodeId: 7, vendor: 'PG', gameType: 'RNG' })).toBe(true);
    expect(Value.Check(FavouriteAdd, { nodeId: 7, gameType: 'RNG' })).toBe(false);
    expect(Value.Check(FavouriteAdd, { nodeId: 7, vendor: 'PG', gameType: 'rng' })).toBe(false);
  });

  it('refuse a live host id over 40 characters', () => {
    expect(Value.Check(LiveChatQuery, { modelId: 'EVO-1' })).toBe(true);
    expect(Value.Check(LiveChatQuery, { modelId: 'E'.repeat(41) })).toBe(false);
  });
});

describe('game replies', () => {
  it('describe a page of games inside the envelope', () => {
    const reply = {
      code: 'OK',
      message: 'ok',
      value: { content: [game], pageNum: 1, pageSize: 20, totalPages: 1, totalElements: 1 },
    };
    expect(Value.Check(envelope(GamePage), reply)).toBe(true);
    expect(Value.Check(envelope(GamePage), { ...reply, code: 'NOPE' })).toBe(false);
  });

  it('require every field of a game, with a null classify allowed', () => {
    expect(Value.Check(GamePage.properties.content.items, { ...game, gameClassify: null })).toBe(
      true,
    );
    const noMaintenance = omit(game, 'maintenance');
    expect(Value.Check(GamePage.properties.content.items, noMaintenance)).toBe(false);
  });

  it('let a vendor card leave out gameClassify but not gameCode', () => {
    const card = {
      vassalage: 'SABA',
      displayName: 'SABA Sports',
      gameType: 'SPORTS',
      gameCode: null,
      iconUrl: '/cdn/vendors/SABA.svg',
      maintenance: false,
    };
    expect(Value.Check(VendorCard, card)).toBe(true);
    const noCode = omit(card, 'gameCode');
    expect(Value.Check(VendorCard, noCode)).toBe(false);
  });
});

describe('launch', () => {
  it('needs a game code for one game, not for a vendor lobby', () => {
    const lobby = { vassalage: 'SABA', gameType: 'SPORTS', device: 'WEB' };
    expect(Value.Check(LaunchRequest, lobby)).toBe(true);
    expect(Value.Check(LaunchGameRequest, lobby)).toBe(false);
    expect(Value.Check(LaunchGameRequest, { ...lobby, gameCode: 'SABA_LOBBY' })).toBe(true);
  });

  it('refuses an empty game code, an unknown device and a back URL over 2048 characters', () => {
    const base = { gameCode: 'PG_FORTUNE_TIGER', vassalage: 'PG' };
    expect(Value.Check(LaunchGameRequest, { ...base, gameCode: '' })).toBe(false);
    expect(Value.Check(LaunchGameRequest, { ...base, device: 'TV' })).toBe(false);
    const backUrl = `https://a.test/${'x'.repeat(2048)}`;
    expect(Value.Check(LaunchGameRequest, { ...base, backUrl })).toBe(false);
  });
});

describe('winners', () => {
  it('default to every category and 20 entries, and refuse more than 20', () => {
    expect(Value.Default(WinnersQuery, {})).toEqual({ gameCategory: 'ALL', limitNum: 20 });
    expect(Value.Check(WinnersQuery, { limitNum: 21 })).toBe(false);
    expect(Value.Check(WinnersQuery, { gameCategory: 'LIVE', limitNum: 5 })).toBe(true);
  });
});
