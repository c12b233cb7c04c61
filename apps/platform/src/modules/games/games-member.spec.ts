import {
  PATHS,
  type Envelope,
  type FavouriteIds,
  type GamePage,
  type GameSummary,
  type LiveChatLaunch,
  type LiveModel,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { merchantGet, valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

describe.each(testDbKinds())('favourites, recent games and live chat on %s', (kind) => {
  let t: TestApp;
  // Each read of the clock moves it a millisecond, so "newest first" never depends on timing.
  let clock = Date.now();
  let player: string;
  let agent: string;
  let games: GameSummary[];
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => new Date((clock += 1)) });
    player = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    games = valueOf<GamePage>(
      await merchantGet(t.app, 'AURORA', `${PATHS.gameList}?gameType=LIVE&pageSize=5`),
    ).content;
    // Seeded demo rounds may have filled the lists; these tests start from empty ones.
    for (const table of ['favourite_game', 'recent_game'] as const)
      await t.db.deleteFrom(table).execute();
  });
  afterAll(() => t?.close());

  const get = (path: string, token?: string) =>
    call(t.app, 'AURORA', 'GET', path, undefined, token ? { token } : {});
  const add = (game: GameSummary, token: string) =>
    call(
      t.app,
      'AURORA',
      'POST',
      PATHS.favouriteAdd,
      { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
      { token },
    );
  const remove = (nodeId: number, token: string) =>
    call(t.app, 'AURORA', 'DELETE', `${PATHS.favouriteRemove}?nodeId=${nodeId}`, undefined, {
      token,
    });
  const ids = async (token: string) =>
    valueOf<FavouriteIds>(await get(PATHS.favouriteIds, token)).nodeIds;
  const game = (i: number) => games[i] as GameSummary;

  it('refuses every member call without a token: 401 UNAUTHORIZED', async () => {
    for (const path of [
      PATHS.favouriteIds,
      PATHS.favouriteList,
      PATHS.recentGames,
      `${PATHS.liveChat}?modelId=AG-1`,
    ]) {
      const res = await get(path);
      expect([res.statusCode, res.json<Envelope<null>>().code]).toEqual([401, 'UNAUTHORIZED']);
    }
    const res = await call(t.app, 'AURORA', 'POST', PATHS.favouriteAdd, {
      nodeId: game(0).nodeId,
      vendor: game(0).vassalage,
      gameType: game(0).gameType,
    });
    expect(res.statusCode).toBe(401);
  });

  it('adds, lists newest first, and removes favourites; both idempotent', async () => {
    // Added out of catalogue order, so "newest first" differs from node order.
    for (const i of [1, 0, 2]) expect((await add(game(i), player)).statusCode).toBe(200);
    expect((await add(game(1), player)).statusCode).toBe(200);
    expect(await ids(player)).toEqual([game(2).nodeId, game(0).nodeId, game(1).nodeId]);

    const page = valueOf<GamePage>(await get(`${PATHS.favouriteList}?pageNo=1`, player));
    expect(page.content.map((g) => g.gameCode)).toEqual(
      [game(2), game(0), game(1)].map((g) => g.gameCode),
    );
    expect(page).toMatchObject({ pageSize: 999, totalElements: 3, totalPages: 1 });
    const rng = valueOf<GamePage>(await get(`${PATHS.favouriteList}?gameType=RNG`, player));
    expect(rng.totalElements).toBe(0);

    for (let i = 0; i < 2; i++) expect((await remove(game(1).nodeId, player)).statusCode).toBe(200);
    expect(await ids(player)).toEqual([game(2).nodeId, game(0).nodeId]);
  });

  it("keeps each member's favourites to themselves", async () => {
    expect(await ids(agent)).toEqual([]);
    await add(game(3), agent);
    await remove(game(0).nodeId, agent);
    expect(await ids(agent)).toEqual([game(3).nodeId]);
    expect(await ids(player)).toEqual([game(2).nodeId, game(0).nodeId]);
  });

  it('answers 404 for an unknown or switched-off game and 400 for a mismatched card', async () => {
    const unknown = await call(
      t.app,
      'AURORA',
      'POST',
      PATHS.favouriteAdd,
      { nodeId: 99_999_999, vendor: 'PG', gameType: 'RNG' },
      { token: player },
    );
    expect([unknown.statusCode, unknown.json<Envelope<null>>().code]).toEqual([404, 'NOT_FOUND']);
    const kx = valueOf<GamePage>(
      await merchantGet(t.app, 'LUMEN', `${PATHS.gameList}?vassalage=KX&pageSize=1`),
    ).content[0] as GameSummary;
    expect((await add(kx, player)).statusCode).toBe(404);
    const wrong = await call(
      t.app,
      'AURORA',
      'POST',
      PATHS.favouriteAdd,
      { nodeId: game(0).nodeId, vendor: 'PG', gameType: 'RNG' },
      { token: player },
    );
    expect([wrong.statusCode, wrong.json<Envelope<null>>().code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('lists recent games newest first, paged with `page`', async () => {
    const member = await t.db
      .selectFrom('member')
      .select('id')
      .where('merchant_code', '=', 'AURORA')
      .where('account', '=', 'player1')
      .executeTakeFirstOrThrow();
    const at = (minutes: number) => new Date(Date.parse('2026-11-20T10:00:00Z') + minutes * 60_000);
    await t.db
      .insertInto('recent_game')
      .values([
        { member_id: member.id, node_id: game(0).nodeId, at: at(5) },
        { member_id: member.id, node_id: game(1).nodeId, at: at(9) },
        { member_id: member.id, node_id: game(2).nodeId, at: at(1) },
      ])
      .execute();
    const recent = valueOf<GamePage>(await get(PATHS.recentGames, player));
    expect(recent.content.map((g) => g.nodeId)).toEqual(
      [game(1), game(0), game(2)].map((g) => g.nodeId),
    );
    expect(recent).toMatchObject({ pageSize: 20, totalElements: 3 });
    const second = valueOf<GamePage>(await get(`${PATHS.recentGames}?page=2&pageSize=2`, player));
    expect(second.content.map((g) => g.nodeId)).toEqual([game(2).nodeId]);
    expect(valueOf<GamePage>(await get(PATHS.recentGames, agent)).totalElements).toBe(0);
  });

  it('opens a live host chat by model id; an unknown host is 404', async () => {
    const [host] = valueOf<LiveModel[]>(await get(PATHS.liveModels));
    const chat = valueOf<LiveChatLaunch>(
      await get(`${PATHS.liveChat}?modelId=${host?.modelId}`, player),
    );
    const url = new URL(chat.chatUrl, 'http://site.example');
    expect(url.pathname).toBe('/sandbox/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      model: host?.modelId,
      name: host?.name,
      lang: 'bn',
    });
    // The sandbox vendor serves the page the URL names.
    const page = await t.app.inject({ method: 'GET', url: chat.chatUrl });
    expect([page.statusCode, page.body]).toEqual([200, expect.stringContaining(host?.name ?? '?')]);
    const unknown = await get(`${PATHS.liveChat}?modelId=AG-9`, player);
    expect([unknown.statusCode, unknown.json<Envelope<null>>().code]).toEqual([404, 'NOT_FOUND']);
  });
});
