import { randomInt } from 'node:crypto';

/** The slot's symbols, rarest first. */
export const SLOT_SYMBOLS = ['SEVEN', 'DIAMOND', 'BELL', 'GRAPE', 'LEMON', 'CHERRY'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Stops per symbol on each of the three identical reels (20 stops a reel). */
export const REEL_WEIGHTS: Readonly<Record<SlotSymbol, number>> = {
  SEVEN: 1,
  DIAMOND: 2,
  BELL: 3,
  GRAPE: 4,
  LEMON: 5,
  CHERRY: 5,
};

/** Three of a kind pays stake × this. */
export const THREE_OF_A_KIND: Readonly<Record<SlotSymbol, number>> = {
  SEVEN: 250,
  DIAMOND: 60,
  BELL: 25,
  GRAPE: 15,
  LEMON: 10,
  CHERRY: 5,
};
/** Exactly two cherries anywhere pay stake × 2; one cherry on the first reel gives the stake back. */
export const TWO_CHERRIES = 2;
export const FIRST_REEL_CHERRY = 1;

const REEL_STOPS = SLOT_SYMBOLS.reduce((sum, symbol) => sum + REEL_WEIGHTS[symbol], 0);

/** The win multiplier of one line of three symbols. */
export function lineMultiplier(line: readonly SlotSymbol[]): number {
  const [first, second, third] = line;
  if (first === second && second === third && first) return THREE_OF_A_KIND[first];
  const cherries = line.filter((symbol) => symbol === 'CHERRY').length;
  if (cherries === 2) return TWO_CHERRIES;
  return first === 'CHERRY' ? FIRST_REEL_CHERRY : 0;
}

/** One reel's symbol for a stop in 0..19. */
function symbolAt(stop: number): SlotSymbol {
  let left = stop;
  for (const symbol of SLOT_SYMBOLS) {
    left -= REEL_WEIGHTS[symbol];
    if (left < 0) return symbol;
  }
  throw new RangeError(`No reel stop ${stop}`);
}

/** Three reels drawn with crypto randomness (the server decides, never the browser). */
export function drawReels(random: (max: number) => number = randomInt): SlotSymbol[] {
  return [0, 1, 2].map(() => symbolAt(random(REEL_STOPS)));
}

/**
 * The exact return to player over every reel combination (8000), for the tests and the README:
 * about 95.2% with the tables above.
 */
export function slotRtp(): number {
  let total = 0;
  for (let a = 0; a < REEL_STOPS; a++)
    for (let b = 0; b < REEL_STOPS; b++)
      for (let c = 0; c < REEL_STOPS; c++)
        total += lineMultiplier([symbolAt(a), symbolAt(b), symbolAt(c)]);
  return total / REEL_STOPS ** 3;
}
