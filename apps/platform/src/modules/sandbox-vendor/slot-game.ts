import { randomUUID } from 'node:crypto';
import type { Db } from '../../core/db/database';
import type { WalletService, LaunchOf } from '../wallet';
import { drawReels, lineMultiplier, type SlotSymbol } from './slot-math';

/** One spin as the page shows it; amounts in minor units. */
export interface SpinResult {
  roundId: string;
  reels: SlotSymbol[];
  stake: number;
  win: number;
  balance: number;
}

/**
 * Plays one spin as a vendor would: debit the stake (refused above the balance), draw the reels
 * on the server, record them on the round, credit the win (0 settles a loss).
 */
export async function spinSlot(
  db: Db,
  wallet: WalletService,
  launch: LaunchOf,
  stake: number,
  random?: (max: number) => number,
): Promise<SpinResult> {
  const roundId = `slot-${randomUUID()}`;
  await wallet.debit(launch, { txnId: `${roundId}:bet`, roundId, amount: stake });
  const reels = drawReels(random);
  const win = stake * lineMultiplier(reels);
  await db
    .updateTable('game_round')
    .set({ detail: JSON.stringify({ reels }) })
    .where('round_ref', '=', roundId)
    .execute();
  const credit = await wallet.credit(launch, { txnId: `${roundId}:win`, roundId, amount: win });
  return { roundId, reels, stake, win, balance: credit.balanceAfter };
}
