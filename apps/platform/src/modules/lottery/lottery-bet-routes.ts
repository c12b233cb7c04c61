import { LOTTERY_BET_PATHS, LotteryBets, LotteryBetsQuery, envelope } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { memberBets } from './lottery-bets';

const tags = ['lottery'];
const security = [{ bearer: [] }];

/** The member's lottery bets, newest first (inside the lottery module's `memberOnly` context). */
export async function lotteryBetRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  app.get(
    LOTTERY_BET_PATHS.bets,
    {
      schema: {
        tags,
        security,
        querystring: LotteryBetsQuery,
        response: { 200: envelope(LotteryBets) },
      },
    },
    async (request) =>
      ok(await memberBets(db, Number(requestSession(request).member.id), request.query)),
  );
}
