import { sql } from 'kysely';
import {
  MISSION_LEADERBOARD_SIZE,
  type LeaderboardRow,
  type MissionLeaderboard,
} from '@tessera/contract';
import { missionPeriod } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import { memberRows } from '../accounts';

/** `p****1`: the first and last characters, so players recognise themselves and nobody else. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account[0] ?? ''}*`;
  return `${account[0]}${'*'.repeat(Math.min(account.length - 2, 4))}${account.at(-1)}`;
}

/**
 * This week's ranking by points of missions claimed (a tie goes to whoever got there first), from the claims of the week (`mission_claim_board_idx`): claims are few next to rounds,
 * so the sum stays small however much is played. The caller's own row is always given.
 */
export async function missionLeaderboard(
  db: Db,
  merchant: { code: string; timeZone: string },
  memberId: number,
  now: Date,
): Promise<MissionLeaderboard> {
  const week = missionPeriod('WEEKLY', merchant.timeZone, now);
  const rows = await db
    .with('board', (qb) =>
      qb
        .selectFrom('mission_claim')
        .select([
          'member_id',
          sql<string>`sum(points)`.as('points'),
          sql<string>`count(*)`.as('missions'),
          sql<Date>`max(created_at)`.as('last_at'),
        ])
        .where('merchant_code', '=', merchant.code)
        .where('created_at', '>=', week.start)
        .where('created_at', '<', week.end)
        .groupBy('member_id'),
    )
    .with('ranked', (qb) =>
      qb
        .selectFrom('board')
        .selectAll()
        .select(
          sql<string>`row_number() over (order by points desc, last_at, member_id)`.as('rank'),
        ),
    )
    .selectFrom('ranked')
    .innerJoin(memberRows(db).as('member'), 'member.id', 'ranked.member_id')
    .select([
      'ranked.member_id',
      'ranked.points',
      'ranked.missions',
      'ranked.rank',
      'member.account',
    ])
    .where((eb) =>
      eb.or([
        eb('ranked.rank', '<=', sql<string>`${MISSION_LEADERBOARD_SIZE}`),
        eb('ranked.member_id', '=', memberId),
      ]),
    )
    .orderBy('ranked.rank')
    .execute();
  const view = (row: (typeof rows)[number]): LeaderboardRow => ({
    rank: Number(row.rank),
    account: maskAccount(row.account),
    points: Number(row.points),
    missions: Number(row.missions),
    me: Number(row.member_id) === memberId,
  });
  const list = rows.filter((row) => Number(row.rank) <= MISSION_LEADERBOARD_SIZE).map(view);
  const own = rows.find((row) => Number(row.member_id) === memberId);
  return {
    periodStart: week.start.toISOString(),
    periodEnd: week.end.toISOString(),
    list,
    mine: own ? view(own) : null,
  };
}
