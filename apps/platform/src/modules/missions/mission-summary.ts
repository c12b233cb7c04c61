import { sql } from 'kysely';
import type { MissionSummary } from '@tessera/contract';
import { missionPeriod } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import { missionsProgress } from './mission-progress';
import { missionRows } from './mission-store';

/** The member's missions of the current periods, what may be claimed and this week's points. */
export async function missionSummary(
  db: Db,
  who: { merchantCode: string; timeZone: string; memberId: number },
  now: Date,
): Promise<MissionSummary> {
  const rows = await missionRows(db, who.merchantCode, true);
  const missions = await missionsProgress(db, rows, who.memberId, who.timeZone, now);
  const week = missionPeriod('WEEKLY', who.timeZone, now);
  const points = await db
    .selectFrom('mission_claim')
    .select(sql<string>`coalesce(sum(points), 0)`.as('points'))
    .where('member_id', '=', who.memberId)
    .where('created_at', '>=', week.start)
    .where('created_at', '<', week.end)
    .executeTakeFirstOrThrow();
  return {
    missions,
    claimable: missions.filter((mission) => mission.status === 'claimable').length,
    weekPoints: Number(points.points),
  };
}

/** Missions the member may claim now: the missions badge (a seam for the header's badges). */
export async function claimableMissionCount(
  db: Db,
  who: { merchantCode: string; timeZone: string; memberId: number },
  now: Date,
): Promise<number> {
  return (await missionSummary(db, who, now)).claimable;
}
