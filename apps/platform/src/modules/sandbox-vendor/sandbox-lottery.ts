import {
  LotteryBet,
  LotteryBetRequest,
  LotteryTable,
  SANDBOX_LOTTERY_PATHS,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import { jsonNumbers } from '../../core/http/json-numbers';
import type { TypedPlugin } from '../../core/http/typed-app';
import { lotteryTable, placeBet, type BetWallet, type DrawKeySource } from '../lottery';
import { launchKind } from './launch-kind';
import { launchOf } from './launch-auth';

const tags = ['sandbox games'];
const security = [{ bearer: [] }];

/** What the lottery page's calls need: the wallet is the one the vendor is handed. */
export interface SandboxLotteryDeps {
  db: Db;
  now: () => Date;
  wallet: BetWallet;
  drawKey: DrawKeySource;
}

/** The lottery bet slip's calls, with the page's launch token: its table, and a bet. */
export const sandboxLotteryRoutes: TypedPlugin<SandboxLotteryDeps> = async (
  app,
  { db, now, wallet, drawKey },
) => {
  async function lotteryLaunch(request: FastifyRequest) {
    const launch = await launchOf(db, request, now());
    if (launchKind(launch) !== 'lottery')
      throw new ApiError(404, 'NOT_FOUND', 'The launched game is not a lottery');
    return launch;
  }

  app.get(
    SANDBOX_LOTTERY_PATHS.state,
    { schema: { tags, security, response: { 200: envelope(LotteryTable) } } },
    async (request) =>
      ok(await lotteryTable(db, await drawKey(), await lotteryLaunch(request), now())),
  );

  app.post(
    SANDBOX_LOTTERY_PATHS.bet,
    {
      preValidation: jsonNumbers('stake', 'pick'),
      schema: { tags, security, body: LotteryBetRequest, response: { 200: envelope(LotteryBet) } },
    },
    async (request) =>
      ok(await placeBet(db, wallet, await lotteryLaunch(request), request.body, now)),
  );
};
