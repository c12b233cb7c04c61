import { createHmac } from 'node:crypto';
import {
  LOTTERY_BET_PATHS,
  PATHS,
  PRIZE_MODES,
  SANDBOX_LOTTERY_PATHS,
  type Envelope,
  type LaunchResult,
  type LotteryBet,
  type LotteryDraw,
  type LotteryTable,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { merchantGet, valueOf } from '../../testing/requests';
import { moneyOf, prepareSandbox, sandboxCall } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { drawnResult, latestDrawIndex } from './lottery-draws';
import { lotteryDefinition, type LotteryDefinition } from './lottery-games';

const FIVE_MINUTES = 300_000;
// One 6-digit number every 5 minutes: a guess wins one time in a million.
const THAI = lotteryDefinition('SEA_THAI_5M') as LotteryDefinition;
const HANOI = lotteryDefinition('VN_HANOI_5M') as LotteryDefinition;
const SECRET = 'lottery-foresight.spec secret, 32+ characters long';
const KEY = Buffer.from(SECRET);

/**
 * The first number of a draw by the formula the source used to publish: HMAC-SHA256 under
 * `tessera-lottery-v1|<game>`, which anyone with the code could compute before the draw.
 */
function publicFormulaFirst(game: LotteryDefinition, index: number): number {
  const range = game.balls.max - game.balls.min + 1;
  const limit = 2 ** 32 - (2 ** 32 % range);
  for (let block = 0; ; block++) {
    const bytes = createHmac('sha256', `tessera-lottery-v1|${game.gameCode}`)
      .update(`${game.gameCode}:${index}:${block}`)
      .digest();
    for (let offset = 0; offset < bytes.length; offset += 4) {
      const word = bytes.readUInt32BE(offset);
      if (word < limit) return game.balls.min + (word % range);
    }
  }
}

// Real bets ride on the computed draws: nobody may know a draw before its time, neither from
// the source (the old published key) nor from any reply of the platform.
describe.each(testDbKinds())('nobody computes a lottery draw in advance on %s', (kind) => {
  let t: TestApp;
  // The real clock until a test sets one (sealed logins check it against theirs).
  let clock: number | null = null;
  let session: string;
  let launch: string;
  let pageUrl: string;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      now: () => new Date(clock ?? Date.now()),
      // The test knows the secret, so it can tell what a leak would look like.
      lotteryDrawSecret: SECRET,
    });
    await prepareSandbox(t.db);
    session = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    const res = await call(
      t.app,
      'AURORA',
      'POST',
      PATHS.launchGame,
      { gameCode: THAI.gameCode, vassalage: THAI.vassalage, language: 'en' },
      { token: session },
    );
    pageUrl = res.json<Envelope<LaunchResult>>().value?.url ?? '';
    launch = new URL(pageUrl, 'http://x').searchParams.get('launch') ?? '';
  }, 120_000);
  afterAll(() => t?.close());

  const play = (path: string, body?: object) => sandboxCall(t.app, launch, path, body, null);
  const table = async () => valueOf<LotteryTable>(await play(SANDBOX_LOTTERY_PATHS.state));
  const myBets = async () =>
    valueOf<LotteryBet[]>(
      await call(t.app, 'AURORA', 'GET', `${LOTTERY_BET_PATHS.bets}?limit=50`, undefined, {
        token: session,
      }),
    );
  const get = (url: string) => merchantGet(t.app, 'AURORA', url);

  it('draws numbers the published formula does not give', async () => {
    clock = Date.parse('2026-11-22T12:00:00Z');
    const draws = [
      ...valueOf<LotteryDraw[]>(await get(`${PATHS.lotteryRecent}?gameCode=VN_HANOI_5M`)),
    ];
    clock -= 10 * FIVE_MINUTES;
    draws.push(...valueOf<LotteryDraw[]>(await get(`${PATHS.lotteryRecent}?gameCode=VN_HANOI_5M`)));
    expect(new Set(draws.map((d) => d.drawNo)).size).toBe(20);
    // Five 5-digit numbers: the old formula's first number matches by chance 1 in 100,000.
    const matches = draws.filter(
      (draw) =>
        Number(draw.numbers[0]) ===
        publicFormulaFirst(HANOI, Date.parse(draw.drawnAt) / FIVE_MINUTES),
    );
    expect(matches).toEqual([]);
  });

  it('pays nothing to 20 bets on the numbers the published formula gives', async () => {
    clock = null;
    const before = await moneyOf(t.db, 'AURORA', 'player1');
    const start = Math.floor(Date.now() / FIVE_MINUTES) * FIVE_MINUTES;
    for (let i = 0; i < 20; i++) {
      // 20 s into each window: the next draw is open for bets.
      clock = start + i * FIVE_MINUTES + 20_000;
      const { openDraw } = await table();
      const index = Date.parse(openDraw.drawAt) / FIVE_MINUTES;
      const pick = publicFormulaFirst(THAI, index);
      const body = { drawNo: openDraw.drawNo, betType: 'NUMBER', pick, stake: 1 };
      expect((await play(SANDBOX_LOTTERY_PATHS.bet, body)).statusCode).toBe(200);
      // The player's list shows it waiting, without numbers (and keeps the session alive).
      expect((await myBets())[0]).toMatchObject({ drawNo: openDraw.drawNo, numbers: null });
    }
    clock = start + 21 * FIVE_MINUTES;
    await t.jobs.runDue();
    const bets = (await myBets()).filter((bet) => bet.gameCode === THAI.gameCode);
    expect(bets).toHaveLength(20);
    expect(bets.map((bet) => bet.status)).toEqual(Array(20).fill('lost'));
    const after = await moneyOf(t.db, 'AURORA', 'player1');
    expect(after.balance).toBe(before.balance - 20);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it('answers no numbers, salt or result of a draw whose time has not come', async () => {
    // A bet on a draw after those of the test above (soon after, or the session would idle
    // out), placed while it is open.
    const drawTime = Math.ceil(Date.now() / FIVE_MINUTES) * FIVE_MINUTES + 22 * FIVE_MINUTES;
    clock = drawTime - FIVE_MINUTES + 20_000;
    const { openDraw } = await table();
    expect(Date.parse(openDraw.drawAt)).toBe(drawTime);
    const bet = { drawNo: openDraw.drawNo, betType: 'NUMBER', pick: 7, stake: 1 };
    expect((await play(SANDBOX_LOTTERY_PATHS.bet, bet)).statusCode).toBe(200);

    // 1 ms before the draw, with the settlement sweep run.
    clock = drawTime - 1;
    await t.jobs.runDue();
    const future = [HANOI, THAI].flatMap((game) => {
      const latest = latestDrawIndex(game, new Date(clock ?? 0));
      return [1, 2, 3].map((ahead) => drawnResult(KEY, game, latest + ahead, new Date(8.64e15)));
    });
    const replies: LightMyRequestResponse[] = [
      await get(PATHS.lotteryMenu),
      ...(await Promise.all(
        PRIZE_MODES.map((mode) => get(`${PATHS.lotteryMenu}?prizeMode=${mode}`)),
      )),
      ...(await Promise.all(
        [HANOI, THAI].flatMap(({ gameCode }) =>
          [PATHS.lotteryRecent, PATHS.lotteryOpened, PATHS.lotteryOpenedVn].map((path) =>
            get(`${path}?gameCode=${gameCode}`),
          ),
        ),
      )),
      await play(SANDBOX_LOTTERY_PATHS.state),
      await t.app.inject({ url: pageUrl }),
      await call(t.app, 'AURORA', 'GET', LOTTERY_BET_PATHS.bets, undefined, { token: session }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      for (const draw of future) {
        expect(reply.body).not.toContain(draw.salt);
        expect(reply.body).not.toContain(JSON.stringify(draw.numbers));
      }
    }
    // Recent and opened draws are all drawn; the bet waits without numbers.
    const recent = valueOf<LotteryDraw[]>(
      await get(`${PATHS.lotteryRecent}?gameCode=${THAI.gameCode}`),
    );
    expect(recent.every((draw) => Date.parse(draw.drawnAt) < drawTime)).toBe(true);
    const waiting = (await myBets()).find((b) => b.drawNo === openDraw.drawNo);
    expect([waiting?.status, waiting?.numbers]).toEqual(['open', null]);

    // At its time the draw comes out, with the salt that proves the commitment shown before.
    clock = drawTime;
    const opened = valueOf<LotteryDraw>(
      await get(`${PATHS.lotteryOpened}?gameCode=${THAI.gameCode}`),
    );
    const expected = drawnResult(KEY, THAI, drawTime / FIVE_MINUTES, new Date(drawTime));
    expect(opened).toEqual(expected);
    expect(opened.commitment).toBe(openDraw.commitment);
  });
});
