import type { Selectable } from 'kysely';
import type { Mission, MissionInput, MissionUpdate } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import type { MissionTable } from './mission-tables';
import { knownMerchant } from '../merchants';

export type MissionRow = Selectable<MissionTable>;

export const missionView = (row: MissionRow): Mission => ({
  id: Number(row.id),
  cadence: row.cadence,
  metric: row.metric,
  target: Number(row.target),
  rewardAmount: Number(row.reward_amount),
  rewardTicket: row.reward_ticket,
  points: row.points,
  active: row.active,
});

/** The merchant's missions in their order (`activeOnly`: those players see). */
export async function missionRows(
  db: Db,
  merchantCode: string,
  activeOnly: boolean,
): Promise<MissionRow[]> {
  let query = db.selectFrom('mission').selectAll().where('merchant_code', '=', merchantCode);
  if (activeOnly) query = query.where('active', '=', true);
  return query.orderBy('sort').orderBy('id').execute();
}

/** 404 MERCHANT_UNKNOWN unless the merchant exists (operator calls name it in the path). */
export async function requireMerchant(db: Db, merchantCode: string): Promise<void> {
  await knownMerchant(db, merchantCode);
}

export async function addMission(
  db: Db,
  merchantCode: string,
  input: MissionInput,
): Promise<Mission> {
  await requireMerchant(db, merchantCode);
  const row = await db
    .insertInto('mission')
    .values({
      merchant_code: merchantCode,
      cadence: input.cadence,
      metric: input.metric,
      target: input.target,
      reward_amount: input.rewardAmount,
      reward_ticket: input.rewardTicket ?? null,
      points: input.points,
      active: input.active ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return missionView(row);
}

/** Changes a mission; a period's claims keep what they paid. */
export async function updateMission(
  db: Db,
  id: number,
  change: MissionUpdate,
  /** Given the record as it was, before the change (the audit trail's before). */
  noteBefore: (before: unknown) => void = () => {},
): Promise<Mission> {
  const was = await db.selectFrom('mission').selectAll().where('id', '=', id).executeTakeFirst();
  if (was) noteBefore(missionView(was));
  const set: Partial<{
    target: number;
    reward_amount: number;
    reward_ticket: MissionRow['reward_ticket'];
    points: number;
    active: boolean;
  }> = {};
  if (change.target !== undefined) set.target = change.target;
  if (change.rewardAmount !== undefined) set.reward_amount = change.rewardAmount;
  if (change.rewardTicket !== undefined) set.reward_ticket = change.rewardTicket;
  if (change.points !== undefined) set.points = change.points;
  if (change.active !== undefined) set.active = change.active;
  const row =
    Object.keys(set).length > 0
      ? await db
          .updateTable('mission')
          .set(set)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst()
      : await db.selectFrom('mission').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, 'MISSION_NOT_FOUND', 'No such mission');
  return missionView(row);
}
