import { LOTTERY_CALLS } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { memberBets } from './lottery-bets';

const tags = ['lottery'];

/** The member's lottery bets, newest first (inside the lottery module's `memberOnly` context). */
export async function lotteryBetRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  routeFor(
    app,
    LOTTERY_CALLS.bets,
    async (request) =>
      ok(await memberBets(db, Number(requestSession(request).member.id), request.query)),
    { tags },
  );
}
