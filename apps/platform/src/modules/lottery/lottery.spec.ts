import { PATHS, type Envelope, type LotteryDraw, type LotteryGame } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantGet, valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

describe.each(testDbKinds())('lottery menu and draws on %s', (kind) => {
  let t: TestApp;
  // The app's clock: draws follow it, so the tests move it instead of waiting.
  let clock = Date.parse('2026-11-22T10:02:30Z');
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => new Date(clock) });
  });
  afterAll(() => t?.close());

  const get = <T>(url: string, merchant = 'AURORA') =>
    merchantGet(t.app, merchant, url).then((res) => valueOf<T>(res));
  const menu = (query = '', merchant = 'AURORA') =>
    get<LotteryGame[]>(`${PATHS.lotteryMenu}?device=WEB${query}`, merchant);

  it('lists the lottery games of every lottery vendor with their next draw', async () => {
    const games = await menu();
    expect(new Set(games.map((g) => g.vassalage))).toEqual(
      new Set(['TCG', 'TCG_SEA', 'TCG_LOTTO_VN', 'TCG_LOTTO']),
    );
    expect(games.find((g) => g.gameCode === 'VN_HANOI_5M')).toEqual({
      gameCode: 'VN_HANOI_5M',
      vassalage: 'TCG_LOTTO_VN',
      name: 'Hanoi 5-minute',
      prizeMode: 'ELOTT',
      drawIntervalSeconds: 300,
      nextDrawAt: '2026-11-22T10:05:00.000Z',
    });
  });

  it('filters by prize mode and lists games under the mode asked for', async () => {
    const sea = await menu('&prizeMode=SEA');
    expect(sea.length).toBeGreaterThan(0);
    expect(sea.every((g) => g.vassalage === 'TCG_SEA' && g.prizeMode === 'SEA')).toBe(true);
    const lott = await menu('&prizeMode=LOTT');
    expect(lott.every((g) => g.prizeMode === 'LOTT')).toBe(true);
    expect(lott.some((g) => g.vassalage === 'TCG_LOTTO_VN')).toBe(true);
    expect(lott.some((g) => g.vassalage === 'TCG_SEA')).toBe(false);
    const bad = await merchantGet(t.app, 'AURORA', `${PATHS.lotteryMenu}?prizeMode=XX`);
    expect(bad.statusCode).toBe(400);
  });

  it('opens the same numbers on both paths until the next draw, then a new draw', async () => {
    const opened = () => get<LotteryDraw>(`${PATHS.lotteryOpenedVn}?gameCode=VN_HANOI_5M`);
    const first = await opened();
    expect(first).toMatchObject({ drawNo: '20261122-0121', drawnAt: '2026-11-22T10:00:00.000Z' });
    expect(first.numbers).toHaveLength(5);
    expect(await get(`${PATHS.lotteryOpened}?gameCode=VN_HANOI_5M`)).toEqual(first);
    clock += 60_000;
    expect(await opened()).toEqual(first);

    clock = Date.parse('2026-11-22T10:05:00Z');
    const next = await opened();
    expect(next.drawNo).toBe('20261122-0122');
    const recent = await get<LotteryDraw[]>(`${PATHS.lotteryRecent}?gameCode=VN_HANOI_5M`);
    expect(recent).toHaveLength(10);
    expect(recent.slice(0, 2)).toEqual([next, first]);
  });

  it('answers 404 for an unknown game, a non-lottery game and a switched-off vendor', async () => {
    for (const code of ['NOPE', 'PG_MAINT_DEMO']) {
      const res = await merchantGet(t.app, 'AURORA', `${PATHS.lotteryOpened}?gameCode=${code}`);
      expect([res.statusCode, res.json<Envelope<null>>().code]).toEqual([404, 'NOT_FOUND']);
    }
    await t.db
      .insertInto('merchant_vendor')
      .values({ merchant_code: 'LUMEN', vassalage: 'TCG_SEA', enabled: false })
      .execute();
    expect((await menu('', 'LUMEN')).some((g) => g.vassalage === 'TCG_SEA')).toBe(false);
    const off = await merchantGet(t.app, 'LUMEN', `${PATHS.lotteryRecent}?gameCode=SEA_TOTO_4D`);
    expect(off.statusCode).toBe(404);
    const missing = await merchantGet(t.app, 'AURORA', PATHS.lotteryRecent);
    expect(missing.statusCode).toBe(400);
  });
});
