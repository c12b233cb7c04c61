import { PATHS } from '../core/paths';
import { route, type NoRequest } from '../core/route';
import { opsRoute } from '../operator/ops-route';
import { LOTTERY_BET_PATHS } from './constants';
import type {
  GameCodeQuery,
  LotteryDraw,
  LotteryDraws,
  LotteryGames,
  LotteryMenuQuery,
} from './lottery';
import type { LotteryBets, LotteryBetsQuery, LotterySettlementQueued } from './lottery-bets';

/**
 * The player's lottery calls (spec §7 Lottery): the route table's entries (no schema; the SDK
 * reads these). The latest opened numbers have two paths, the Vietnamese lotteries' and the
 * others'; both answer any game, and the SDK's one `lottery.opened` call picks the path.
 */
export const LOTTERY_ROUTES = {
  /** The lottery menu; with a prize mode, the games offered in that mode. */
  menu: route<{ query: LotteryMenuQuery }, LotteryGames>('GET', PATHS.lotteryMenu, 'none'),
  /** A game's recent draws, newest first. */
  recent: route<{ query: GameCodeQuery }, LotteryDraws>('GET', PATHS.lotteryRecent, 'none'),
  /** The latest opened numbers of a game other than a Vietnamese lottery. */
  opened: route<{ query: GameCodeQuery }, LotteryDraw>('GET', PATHS.lotteryOpened, 'none'),
  /** The latest opened numbers of a Vietnamese lottery. */
  openedVn: route<{ query: GameCodeQuery }, LotteryDraw>('GET', PATHS.lotteryOpenedVn, 'none'),
  /** The member's lottery bets, newest first; `before` an id for the next page. */
  bets: route<{ query: LotteryBetsQuery }, LotteryBets>('GET', LOTTERY_BET_PATHS.bets, 'member'),
};

/** The operator's lottery calls. */
export const LOTTERY_OPS_ROUTES = {
  /** Queues the settlement sweep now (after a draw) instead of at its next minute. */
  settle: opsRoute<NoRequest, LotterySettlementQueued>(
    'POST',
    LOTTERY_BET_PATHS.opsSettlement,
    'lottery.settle',
  ),
};
