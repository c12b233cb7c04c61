import type { LotteryGame } from '@tessera/contract';
import { prizeMode, type Lane, type PrizeCard, type PrizeMode } from '@tessera/domain';

/** The lottery routes (spec §2) and the vendor each page belongs to; /lottery takes any. */
export const LOTTERY_PAGES = {
  '/lottery': { vendor: undefined },
  '/seaLottery': { vendor: 'TCG_SEA' },
  '/vnLottery': { vendor: 'TCG_LOTTO_VN' },
} as const satisfies Record<string, { vendor: string | undefined }>;

export type LotteryPath = keyof typeof LOTTERY_PAGES;

/** The Vietnamese lottery vendor: its numbers and launches use the VN area (spec §7). */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/**
 * The prize mode a page asks the lottery menu for (spec §7: the Vietnam menu takes one). The
 * Vietnamese page follows the lanes (spec §4: e-lottery when they hold an e-lottery card of a
 * lottery vendor; plain lottery when they cannot be loaded), the Southeast Asia page plays SEA,
 * and /lottery lists every game in its own mode.
 */
export async function pagePrizeMode(
  path: LotteryPath,
  lanes: () => Promise<readonly Lane<PrizeCard>[]>,
): Promise<PrizeMode | undefined> {
  if (path === '/seaLottery') return 'SEA';
  if (path !== '/vnLottery') return undefined;
  return prizeMode(await lanes().catch(() => []));
}

/** Which opened-numbers path and launch area a lottery game uses. */
export function lotteryArea(game: Pick<LotteryGame, 'vassalage'>): 'VN' | 'OTHER' {
  return game.vassalage === VN_LOTTERY_VENDOR ? 'VN' : 'OTHER';
}

/** The lotteries a page offers: its vendor's, or every one when it has none (or none open). */
export function lotteriesOf(path: LotteryPath, games: readonly LotteryGame[]): LotteryGame[] {
  const { vendor } = LOTTERY_PAGES[path];
  const own = vendor ? games.filter((game) => game.vassalage === vendor) : [...games];
  return own.length > 0 ? own : [...games];
}

/**
 * When the next draw happens, in epoch ms. The menu tells one upcoming draw; once it has passed,
 * draws follow every `intervalSeconds`, so the countdown rolls on without asking again.
 */
export function nextDrawTime(nextDrawAt: string, intervalSeconds: number, now: number): number {
  const first = Date.parse(nextDrawAt);
  if (Number.isNaN(first)) return now;
  if (now < first || intervalSeconds <= 0) return first;
  const interval = intervalSeconds * 1000;
  return first + (Math.floor((now - first) / interval) + 1) * interval;
}

/** Seconds as h:mm:ss, or m:ss under an hour. */
export function clock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
