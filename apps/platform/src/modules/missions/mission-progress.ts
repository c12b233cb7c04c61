import { sql } from 'kysely';
import type { MissionCadence, MissionMetric, MissionProgress } from '@tessera/contract';
import { missionPeriod, missionState } from '@tessera/domain';
import type { Db, Trx } from '../../core/db/database';
import { missionView, type MissionRow } from './mission-store';
import { ledgerRows } from '../wallet';

/** What the member did in one period, read from the ledger. */
export type PeriodTotals = Record<MissionMetric, number>;

/**
 * The member's rounds (bets placed), valid bet (stakes less refunds) and deposits in
 * `[start, end)`, in one range scan of the ledger's (member, created_at) index, which carries
 * amount and kind: derived when read, so nothing is written on the bet or deposit path, and the
 * cost is the member's entries of one day or week, whatever the number of members or missions.
 */
export async function periodTotals(
  db: Db | Trx,
  memberId: number,
  start: Date,
  end: Date,
): Promise<PeriodTotals> {
  const row = await db
    .selectFrom(ledgerRows(db).as('ledger_entry'))
    .select([
      sql<string>`count(*) filter (where kind = 'BET')`.as('rounds'),
      sql<string>`coalesce(-sum(amount) filter (where kind in ('BET', 'REFUND')), 0)`.as('bet'),
      sql<string>`coalesce(sum(amount) filter (where kind = 'DEPOSIT'), 0)`.as('deposit'),
    ])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  return { ROUNDS: Number(row.rounds), VALID_BET: Number(row.bet), DEPOSIT: Number(row.deposit) };
}

/** Each mission's progress in its current period, and whether the member claimed it. */
export async function missionsProgress(
  db: Db | Trx,
  missions: MissionRow[],
  memberId: number,
  timeZone: string,
  now: Date,
): Promise<MissionProgress[]> {
  const cadences: MissionCadence[] = ['DAILY', 'WEEKLY'];
  const periods = new Map(
    cadences.map((cadence) => [cadence, missionPeriod(cadence, timeZone, now)]),
  );
  const totals = new Map<MissionCadence, PeriodTotals>();
  for (const cadence of new Set(missions.map((mission) => mission.cadence))) {
    const period = periods.get(cadence);
    if (period) totals.set(cadence, await periodTotals(db, memberId, period.start, period.end));
  }
  const claims =
    missions.length === 0
      ? []
      : await db
          .selectFrom('mission_claim')
          .select(['mission_id', 'period_start'])
          .where('member_id', '=', memberId)
          .where(
            'mission_id',
            'in',
            missions.map((mission) => mission.id),
          )
          .where('created_at', '>=', periods.get('WEEKLY')?.start ?? now)
          .execute();
  const claimed = new Set(
    claims.map((claim) => `${claim.mission_id}:${claim.period_start.getTime()}`),
  );
  return missions.map((mission) => {
    const period = periods.get(mission.cadence) ?? missionPeriod(mission.cadence, timeZone, now);
    const done = totals.get(mission.cadence)?.[mission.metric] ?? 0;
    const state = missionState(
      done,
      Number(mission.target),
      claimed.has(`${mission.id}:${period.start.getTime()}`),
    );
    return {
      ...missionView(mission),
      ...state,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
    };
  });
}
