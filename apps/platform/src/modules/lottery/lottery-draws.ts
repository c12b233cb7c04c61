import { createHash, createHmac } from 'node:crypto';
import type { LotteryDraw } from '@tessera/contract';
import type { BallSpec, LotteryDefinition } from './lottery-games';
import type { DrawKey } from './lottery-secret';

// Draws are computed, not stored: draw N of a game happens at N × interval seconds since the
// epoch and its numbers are HMAC-SHA256 of (game code, N) under the deployment's secret key
// (lottery-secret.ts: LOTTERY_DRAW_SECRET, else a random key kept once per database). Every
// replica on the database gets the same numbers without sharing more state, and nobody without
// the key can compute a draw before its time: real stakes ride on them (lottery-bets.ts).
// Before a draw only its commitment is published; its salt comes out with the numbers, so a
// player can check the result was fixed when the bet was taken.

const DAY_SECONDS = 86_400;
const TWO_32 = 2 ** 32;

/** Thrown when code asks for the numbers of a draw whose time has not come: a bug, never served. */
export class DrawNotYetDrawn extends Error {
  constructor(gameCode: string, drawIndex: number) {
    super(`Draw ${drawIndex} of ${gameCode} has not been drawn yet`);
    this.name = 'DrawNotYetDrawn';
  }
}

/** Endless uniform 32-bit words from HMAC blocks of one draw. */
function* words(key: DrawKey, gameCode: string, drawIndex: number): Generator<number> {
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
export function drawNoOf(game: LotteryDefinition, drawIndex: number): string {
  const at = drawIndex * game.intervalSeconds;
  const day = new Date(at * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  const ofDay = Math.floor((at % DAY_SECONDS) / game.intervalSeconds) + 1;
  return `${day}-${String(ofDay).padStart(4, '0')}`;
}

/** When draw N of a game happens. */
export function drawTimeOf(game: LotteryDefinition, drawIndex: number): Date {
  return new Date(drawIndex * game.intervalSeconds * 1000);
}

/** The per-draw salt of the commitment: unguessable before the draw, published with it. */
function saltOf(key: DrawKey, game: LotteryDefinition, drawIndex: number): string {
  return createHmac('sha256', key).update(`salt|${game.gameCode}:${drawIndex}`).digest('hex');
}

/** SHA-256 of `salt|n1,n2,…` in hex: what anyone can recompute from a drawn result. */
export function commitmentOf(salt: string, numbers: readonly string[]): string {
  return createHash('sha256')
    .update(`${salt}|${numbers.join(',')}`)
    .digest('hex');
}

/**
 * The commitment of draw N, safe to publish before it: without the salt it does not give the
 * numbers away, even for a game with few possible results.
 */
export function drawCommitment(key: DrawKey, game: LotteryDefinition, drawIndex: number): string {
  const numbers = drawNumbers(game.balls, words(key, game.gameCode, drawIndex));
  return commitmentOf(saltOf(key, game, drawIndex), numbers);
}

/**
 * Draw N of a game with its numbers, once its time has come at `now`; asking for a later draw
 * throws `DrawNotYetDrawn`, so no path can hand out a result in advance.
 */
export function drawnResult(
  key: DrawKey,
  game: LotteryDefinition,
  drawIndex: number,
  now: Date,
): LotteryDraw {
  const drawnAt = drawTimeOf(game, drawIndex);
  if (drawnAt > now) throw new DrawNotYetDrawn(game.gameCode, drawIndex);
  const numbers = drawNumbers(game.balls, words(key, game.gameCode, drawIndex));
  const salt = saltOf(key, game, drawIndex);
  return {
    gameCode: game.gameCode,
    drawNo: drawNoOf(game, drawIndex),
    numbers,
    drawnAt: drawnAt.toISOString(),
    salt,
    commitment: commitmentOf(salt, numbers),
  };
}

/** The index of the latest draw at `now` (the draw at exactly `now` counts as opened). */
export function latestDrawIndex(game: LotteryDefinition, now: Date): number {
  return Math.floor(now.getTime() / 1000 / game.intervalSeconds);
}

/** When the next draw opens. */
export function nextDrawAt(game: LotteryDefinition, now: Date): Date {
  return drawTimeOf(game, latestDrawIndex(game, now) + 1);
}

/** The latest `count` draws at `now`, newest first. */
export function recentDraws(
  key: DrawKey,
  game: LotteryDefinition,
  now: Date,
  count: number,
): LotteryDraw[] {
  const latest = latestDrawIndex(game, now);
  return Array.from({ length: count }, (_, i) => drawnResult(key, game, latest - i, now));
}
