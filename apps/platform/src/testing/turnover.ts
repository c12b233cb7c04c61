import {
  CASHIER_PATHS,
  memberAdjustmentsPath,
  memberTurnoverPath,
  type TurnoverRequirement,
  type TurnoverRequirements,
  type WithdrawalOverview,
} from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../core/db/database';
import { walletService } from '../modules/wallet';
import { call } from './accounts';
import { valueOf } from './requests';
import { TEST_GAMES } from './sandbox';

/** Operator calls of a member's turnover: a credit with a requirement, the list, a waiver. */
export function turnoverOps(app: FastifyInstance, opsToken: string, memberId: number) {
  const headers = { authorization: `Bearer ${opsToken}` };
  return {
    credit: (amount: number, turnoverRequired: unknown, requestId: string) =>
      app.inject({
        method: 'POST',
        url: memberAdjustmentsPath(memberId),
        headers,
        payload: {
          amount,
          reasonCode: 'bonus',
          reason: 'Welcome bonus',
          requestId,
          turnoverRequired,
        },
      }),
    list: async () =>
      valueOf<TurnoverRequirements>(
        await app.inject({ method: 'GET', url: memberTurnoverPath(memberId), headers }),
      ),
    waive: (id: number, reason = 'Goodwill', member = memberId) =>
      app.inject({
        method: 'POST',
        url: memberTurnoverPath(member, id),
        headers,
        payload: { reason },
      }),
  };
}

/** The member's withdrawal overview, as the Withdraw page asks for it. */
export async function overviewOf(
  app: FastifyInstance,
  merchant: string,
  token: string,
): Promise<WithdrawalOverview> {
  return valueOf<WithdrawalOverview>(
    await call(app, merchant, 'GET', CASHIER_PATHS.withdrawalOverview, undefined, { token }),
  );
}

/**
 * Game rounds of one member through the seamless wallet, as a vendor books them: `play` bets and
 * settles (valid wagering), `open` only bets (not valid until `settle`). Rounds are numbered by
 * `prefix`, so two players' rounds never share an id.
 */
export async function roundsOf(
  db: Db,
  now: () => Date,
  member: { memberId: number; merchantCode: string },
  prefix: string,
) {
  const game = await db
    .selectFrom('game')
    .select('node_id')
    .where('game_code', '=', TEST_GAMES.slot.code)
    .executeTakeFirstOrThrow();
  const caller = { ...member, nodeId: Number(game.node_id) };
  const wallet = walletService(db, now);
  let n = 0;
  const open = async (stake: number) => {
    n += 1;
    const roundId = `${prefix}-${n}`;
    await wallet.debit(caller, { txnId: `${roundId}-bet`, roundId, amount: stake });
    return roundId;
  };
  const settle = (roundId: string, payout = 0) =>
    wallet.credit(caller, { txnId: `${roundId}-win`, roundId, amount: payout });
  return {
    open,
    settle,
    play: async (stake: number, payout = 0) => settle(await open(stake), payout),
  };
}

/** Requirements by status, for short assertions. */
export const statuses = (list: TurnoverRequirement[]) =>
  list.map(({ required, status }) => `${required} ${status}`);
