import { bindSchemas } from '../core/route-schemas';
import {
  GameCodeQuery,
  LotteryDraw,
  LotteryDraws,
  LotteryGames,
  LotteryMenuQuery,
} from './lottery';
import { LotteryBets, LotteryBetsQuery, LotterySettlementQueued } from './lottery-bets';
import { LOTTERY_OPS_ROUTES, LOTTERY_ROUTES } from './routes';

/** The lottery calls with their schemas (platform and tests only). */
export const LOTTERY_CALLS = bindSchemas(LOTTERY_ROUTES, {
  menu: { querystring: LotteryMenuQuery, reply: LotteryGames },
  recent: { querystring: GameCodeQuery, reply: LotteryDraws, errors: ['NOT_FOUND'] },
  opened: { querystring: GameCodeQuery, reply: LotteryDraw, errors: ['NOT_FOUND'] },
  openedVn: { querystring: GameCodeQuery, reply: LotteryDraw, errors: ['NOT_FOUND'] },
  bets: { querystring: LotteryBetsQuery, reply: LotteryBets },
});

/** The operator's lottery calls with their schemas. */
export const LOTTERY_OPS_CALLS = bindSchemas(LOTTERY_OPS_ROUTES, {
  settle: { reply: LotterySettlementQueued },
});
