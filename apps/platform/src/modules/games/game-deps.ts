import type { Db } from '../../core/db/database';

/** What the game routes need: the database and the clock (favourites and launches record when). */
export interface GameDeps {
  db: Db;
  now: () => Date;
  /** How long a launch waits for the merchant's aggregator before telling the player to retry. */
  aggregatorTimeoutMs: number;
}
