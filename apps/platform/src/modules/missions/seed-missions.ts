import type { MissionInput } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { merchantRows } from '../merchants';

/**
 * Each merchant's demo missions (minor units; both demo currencies have 100 to the unit). The
 * demo rounds player1 plays at seed time (5 rounds, 640.00 staked) leave a fresh start with one
 * daily mission to claim and the others part done.
 */
export const SEED_MISSIONS: MissionInput[] = [
  { cadence: 'DAILY', metric: 'ROUNDS', target: 10, rewardAmount: 500, points: 10 },
  {
    cadence: 'DAILY',
    metric: 'VALID_BET',
    target: 50_000,
    rewardAmount: 0,
    rewardTicket: 'WHEEL',
    points: 20,
  },
  { cadence: 'DAILY', metric: 'DEPOSIT', target: 50_000, rewardAmount: 1_000, points: 20 },
  { cadence: 'WEEKLY', metric: 'ROUNDS', target: 50, rewardAmount: 5_000, points: 100 },
  {
    cadence: 'WEEKLY',
    metric: 'VALID_BET',
    target: 500_000,
    rewardAmount: 0,
    rewardTicket: 'EGG',
    points: 100,
  },
];

/** The demo missions of every merchant that has none (an operator's own survive a restart). */
export async function seedMissions(db: Db): Promise<void> {
  const merchants = await db.selectFrom(merchantRows(db).as('merchant')).select('code').execute();
  for (const { code } of merchants) {
    const has = await db
      .selectFrom('mission')
      .select('id')
      .where('merchant_code', '=', code)
      .executeTakeFirst();
    if (has) continue;
    await db
      .insertInto('mission')
      .values(
        SEED_MISSIONS.map((mission, sort) => ({
          merchant_code: code,
          cadence: mission.cadence,
          metric: mission.metric,
          target: mission.target,
          reward_amount: mission.rewardAmount,
          reward_ticket: mission.rewardTicket ?? null,
          points: mission.points,
          sort,
        })),
      )
      .execute();
  }
}
