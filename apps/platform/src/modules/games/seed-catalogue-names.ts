import { hash32 } from './stable-hash';
import {
  ASIAN_SLOT_WORDS,
  CRASH_GAMES,
  FISH_FIRST,
  FISH_SECOND,
  LIVE_GAMES,
  PVP_GAMES,
  PVP_VARIANTS,
  SLOT_SUFFIXES,
  TABLE_GAMES,
  WESTERN_SLOT_WORDS,
  type SlotWords,
} from './seed-catalogue-words';

// Deterministic name generators: the same vendor always gets the same names in the same order,
// so a fresh database and a re-seeded one agree, and tests can rely on the catalogue's shape.

/** mulberry32: a tiny seeded generator of floats in [0, 1). */
export function seeded(seed: string): () => number {
  let state = hash32(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T =>
  list[Math.floor(rand() * list.length)] as T;

/** A named entry with its sub-category. */
export interface NamedGame {
  name: string;
  classify: string;
}

/**
 * `count` distinct names from `next`, skipping blanks and names the vendor already uses (`taken`
 * is shared by all of a vendor's types). Bounded: a word list too small for `count` gives fewer names.
 */
function distinct(count: number, taken: Set<string>, next: () => NamedGame): NamedGame[] {
  const names: NamedGame[] = [];
  for (let tries = 0; names.length < count && tries < count * 50; tries++) {
    const game = next();
    if (!game.name || taken.has(game.name)) continue;
    taken.add(game.name);
    names.push(game);
  }
  return names;
}

/** Studios that name their slots in the Asian-market style. */
const ASIAN_STUDIOS = new Set(['PG', 'JL', 'JDB', 'CQ9', 'AE', 'GG', 'EG2', 'FC', 'KY']);

/** Slot names: "Fortune Tiger", "Dragon Treasure Megaways", "Book of Anubis". */
export function slotNames(vendor: string, count: number, taken: Set<string>): NamedGame[] {
  const rand = seeded(`slot:${vendor}`);
  const style: SlotWords = ASIAN_STUDIOS.has(vendor) ? ASIAN_SLOT_WORDS : WESTERN_SLOT_WORDS;
  return distinct(count, taken, () => {
    const base =
      rand() < 0.1
        ? `${pick(rand, style.ofLeft)} ${pick(rand, style.ofRight)}`
        : `${pick(rand, style.first)} ${pick(rand, style.second)}`;
    const suffix = rand() < 0.33 ? ` ${pick(rand, SLOT_SUFFIXES)}` : '';
    // "Tiger Tiger" reads like a typo: draw again.
    const [first, second] = base.split(' ');
    return { name: first === second ? '' : `${base}${suffix}`, classify: 'SLOT' };
  });
}

/** A few of the shared video table games, different per studio. */
export function tableNames(vendor: string, count: number, taken: Set<string>): NamedGame[] {
  const rand = seeded(`table:${vendor}`);
  return distinct(count, taken, () => ({ name: pick(rand, TABLE_GAMES), classify: 'TABLE' }));
}

/** Fishing games: "Ocean King", "Dragon Fishing War". */
export function fishNames(vendor: string, count: number, taken: Set<string>): NamedGame[] {
  const rand = seeded(`fish:${vendor}`);
  return distinct(count, taken, () => ({
    name: `${pick(rand, FISH_FIRST)} ${pick(rand, FISH_SECOND)}`,
    classify: 'FISH',
  }));
}

/** Live tables, numbered per game: "Speed Baccarat 3". */
export function liveNames(vendor: string, count: number, taken: Set<string>): NamedGame[] {
  const offset = hash32(`live:${vendor}`) % LIVE_GAMES.length;
  let i = 0;
  return distinct(count, taken, () => {
    const game = LIVE_GAMES[(offset + i) % LIVE_GAMES.length] as NamedGame;
    const table = Math.floor(i++ / LIVE_GAMES.length) + 1;
    return { name: `${game.name} ${table}`, classify: game.classify };
  });
}

/** Card rooms: "Teen Patti Joker", "Texas Hold'em". */
export function pvpNames(vendor: string, count: number, taken: Set<string>): NamedGame[] {
  const rand = seeded(`pvp:${vendor}`);
  return distinct(count, taken, () => {
    const game = pick(rand, PVP_GAMES);
    const variant = rand() < 0.2 ? '' : ` ${pick(rand, PVP_VARIANTS)}`;
    return { name: `${game.name}${variant}`, classify: game.classify };
  });
}

/** The in-house crash games, in list order. */
export function crashNames(count: number, taken: Set<string>): NamedGame[] {
  let i = 0;
  return distinct(count, taken, () => ({
    name: CRASH_GAMES[i++ % CRASH_GAMES.length] as string,
    classify: 'CRASH',
  }));
}
