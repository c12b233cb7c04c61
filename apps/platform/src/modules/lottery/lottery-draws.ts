import { createHmac } from 'node:crypto';
import type { LotteryDraw } from '@tessera/contract';
import type { BallSpec, LotteryDefinition } from './lottery-games';

// Draws are computed, not stored: draw N of a game happens at N × interval seconds since the
// epoch and its numbers are HMAC-SHA256 of (game code, N) under a fixed per-game key. Every
// platform replica gets the same numbers without sharing state, and anyone with this file can
// recompute a result. These are demo draws with nothing staked on them; a real lottery vendor
// would be the source of numbers and this module its adapter.

const SEED = 'tessera-lottery-v1';
const DAY_SECONDS = 86_400;
const TWO_32 = 2 ** 32;

/** Endless uniform 32-bit words from HMAC blocks of one draw. */
function* words(gameCode: string, drawIndex: number): Generator<number> {
  const key = `${SEED}|${gameCode}`;
  for (let block = 0; ; block++) {
    const bytes = createHmac('sha256', key).update(`${gameCode}:${drawIndex}:${block}`).digest();
    for (let offset = 0; offset < bytes.length; offset += 4) yield bytes.readUInt32BE(offset);
  }
}

/** A uniform integer in [0, range): words past the last whole multiple are rejected (no bias). */
function uniform(source: Iterator<number>, range: number): number {
  const limit = TWO_32 - (TWO_32 % range);
  for (;;) {
    const word = source.next().value as number;
    if (word < limit) return word % range;
  }
}

/** The numbers of one draw, zero-padded; distinct draws take from a shrinking pool. */
function drawNumbers(spec: BallSpec, source: Iterator<number>): string[] {
  const range = spec.max - spec.min + 1;
  // Only distinct draws need the pool; they are small (at most 1–80).
  const pool = spec.distinct ? Array.from({ length: range }, (_, i) => spec.min + i) : [];
  const picked = Array.from({ length: spec.count }, () =>
    spec.distinct
      ? (pool.splice(uniform(source, pool.length), 1)[0] as number)
      : spec.min + uniform(source, range),
  );
  return picked.map((n) => String(n).padStart(spec.width, '0'));
}

/** `YYYYMMDD-NNNN` (UTC): the day and the draw's 1-based number within it. */
function drawNo(intervalSeconds: number, drawIndex: number): string {
  const at = drawIndex * intervalSeconds;
  const day = new Date(at * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  const ofDay = Math.floor((at % DAY_SECONDS) / intervalSeconds) + 1;
  return `${day}-${String(ofDay).padStart(4, '0')}`;
}

/** Draw N of a game. */
export function drawAt(game: LotteryDefinition, drawIndex: number): LotteryDraw {
  return {
    gameCode: game.gameCode,
    drawNo: drawNo(game.intervalSeconds, drawIndex),
    numbers: drawNumbers(game.balls, words(game.gameCode, drawIndex)),
    drawnAt: new Date(drawIndex * game.intervalSeconds * 1000).toISOString(),
  };
}

/** The index of the latest draw at `now` (the draw at exactly `now` counts as opened). */
export function latestDrawIndex(game: LotteryDefinition, now: Date): number {
  return Math.floor(now.getTime() / 1000 / game.intervalSeconds);
}

/** When the next draw opens. */
export function nextDrawAt(game: LotteryDefinition, now: Date): Date {
  return new Date((latestDrawIndex(game, now) + 1) * game.intervalSeconds * 1000);
}

/** The latest `count` draws at `now`, newest first. */
export function recentDraws(game: LotteryDefinition, now: Date, count: number): LotteryDraw[] {
  const latest = latestDrawIndex(game, now);
  return Array.from({ length: count }, (_, i) => drawAt(game, latest - i));
}
