import { dayIn, rangeProblem, type DayRange } from '@tessera/domain';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { memberRows } from '../accounts';

/** The one answer for a member outside the caller's team: as if it did not exist (no probing). */
export function notInTeam(): ApiError {
  return new ApiError(404, 'TEAM_MEMBER_NOT_FOUND', 'No such member in your team');
}

/** A member of the caller's team, found by id; anyone else (the caller included) is 404. */
export async function teamMemberById(
  db: Db,
  agentId: number,
  memberId: number,
): Promise<{ id: number; account: string; depth: number }> {
  const row = await db
    .selectFrom('team_path')
    .innerJoin(memberRows(db).as('member'), 'member.id', 'team_path.member_id')
    .select(['member.id', 'member.account', 'team_path.depth'])
    .where('team_path.ancestor_id', '=', agentId)
    .where('team_path.member_id', '=', memberId)
    .where('team_path.depth', '>', 0)
    .executeTakeFirst();
  if (!row) throw notInTeam();
  return { id: Number(row.id), account: row.account, depth: row.depth };
}

/**
 * The id of a team member named by account (any case), or null when the account is not in the
 * caller's team: a filter by someone else's account finds nothing, as an unknown one does.
 */
export async function teamMemberIdByAccount(
  db: Db,
  agentId: number,
  merchantCode: string,
  account: string,
): Promise<number | null> {
  const row = await db
    .selectFrom(memberRows(db).as('member'))
    .innerJoin('team_path', 'team_path.member_id', 'member.id')
    .select('member.id')
    .where('member.merchant_code', '=', merchantCode)
    .where('member.account', '=', account.trim().toLowerCase())
    .where('team_path.ancestor_id', '=', agentId)
    .where('team_path.depth', '>', 0)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/**
 * The days a team report covers: today (merchant-local) when both are left out, one day when one
 * is; real days, in order, at most 92 (else 400 RECORD_RANGE_INVALID, as the records say).
 */
export function teamRange(
  query: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now: Date,
): DayRange {
  const today = dayIn(timeZone, now);
  const range =
    query.from === undefined && query.to === undefined
      ? { from: today, to: today }
      : { from: query.from ?? query.to ?? '', to: query.to ?? query.from ?? '' };
  const problem = rangeProblem(range);
  if (problem) throw new ApiError(400, 'RECORD_RANGE_INVALID', `Invalid date range (${problem})`);
  return range;
}

/** The first instant of a range's first day, and the first after its last, in the zone. */
export function rangeInstants(range: DayRange, timeZone: string) {
  return {
    start: sql<Date>`(cast(${range.from} as timestamp) at time zone ${timeZone})`,
    end: sql<Date>`((cast(${range.to} as date) + 1)::timestamp at time zone ${timeZone})`,
  };
}

/** A time column shown `yyyy-MM-dd HH:mm:ss` in the zone. */
export function localTime(column: string, timeZone: string) {
  return sql<string>`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
}
