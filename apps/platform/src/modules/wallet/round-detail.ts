import type { Db } from '../../core/db/database';

/**
 * Stores what a vendor shows of one round (e.g. the sandbox slot's reels) on the round, for its
 * bet record; the money of the round is booked by the wallet calls, never here.
 */
export async function recordRoundDetail(db: Db, roundRef: string, detail: unknown): Promise<void> {
  await db
    .updateTable('game_round')
    .set({ detail: JSON.stringify(detail) })
    .where('round_ref', '=', roundRef)
    .execute();
}
