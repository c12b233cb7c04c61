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
import type { TypedPlugin } from '../../core/http/typed-app';
import { lotteryTable, placeBet, type DrawKeySource } from '../lottery';
import { launchKind } from './launch-kind';
import { launchOf, launchToken } from './launch-auth';
import type { SandboxPamClient } from './pam-client';

const tags = ['sandbox games'];
const security = [{ bearer: [] }];

/** What the lottery page's calls need: bets are booked through the vendor's PAM client. */
export interface SandboxLotteryDeps {
  db: Db;
  now: () => Date;
  pam: SandboxPamClient;
  drawKey: DrawKeySource;
}

/** The lottery bet slip's calls, with the page's launch token: its table, and a bet. */
export const sandboxLotteryRoutes: TypedPlugin<SandboxLotteryDeps> = async (
  app,
  { db, now, pam, drawKey },
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
      schema: { tags, security, body: LotteryBetRequest, response: { 200: envelope(LotteryBet) } },
    },
    async (request) => {
      const launch = await lotteryLaunch(request);
      const player = await pam.player(launchToken(request), launch);
      return ok(await placeBet(db, player, launch, request.body, now));
    },
  );
};
