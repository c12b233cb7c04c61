import type { Db } from '../../core/db/database';
import { recordRoundDetail } from '../wallet';
import type { SandboxPlayer } from './pam-client';
import { newRoundId } from './round-ids';
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
 * Plays one spin as a vendor would, through the PAM API: WITHDRAW the stake (refused above the
 * balance), draw the reels on the server, record them on the round, DEPOSIT the win (0
 * settles a loss).
 */
export async function spinSlot(
  db: Db,
  player: SandboxPlayer,
  stake: number,
  random?: (max: number) => number,
): Promise<SpinResult> {
  const roundId = newRoundId('slot');
  await player.debit({ txnId: `${roundId}:bet`, roundId, amount: stake });
  const reels = drawReels(random);
  const win = stake * lineMultiplier(reels);
  await recordRoundDetail(db, player.roundRef(roundId), { reels });
  const balance = await player.credit({ txnId: `${roundId}:win`, roundId, amount: win });
  return { roundId, reels, stake, win, balance };
}
