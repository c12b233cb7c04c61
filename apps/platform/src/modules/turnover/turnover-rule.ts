import type { TurnoverProgress } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { gameRoundRows } from '../wallet';
import './turnover-tables';

/** Nothing to wager. */
export const NO_TURNOVER: TurnoverProgress = { required: 0, wagered: 0, remaining: 0 };

/** The member's open requirements, oldest first (the partial index turnover_requirement_open_idx). */
function openRequirements(db: Db, memberId: number) {
  return db
    .selectFrom('turnover_requirement')
    .select(['id', 'required', 'created_at'])
    .where('member_id', '=', memberId)
    .where('cleared_at', 'is', null)
    .where('waived_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Valid wagering since `since`: the stakes of the member's settled rounds opened from then on
 * (one range of game_round_member_time_idx). Open rounds wait for their result and cancelled
 * ones were refunded, so neither counts. A settled round never changes again, so this only
 * grows: a stale read can refuse a withdrawal, never let one through.
 */
async function wageredSince(db: Db, memberId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom(gameRoundRows(db).as('game_round'))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('stake'), eb.lit(0)).as('wagered'))
    .where('member_id', '=', memberId)
    .where('opened_at', '>=', since)
    .where('status', '=', 'settled')
    .executeTakeFirstOrThrow();
  return Number(row.wagered);
}

/**
 * THE turnover rule, the one place it is computed. Open requirements are served in the order
 * they came: wagering since the oldest open one counts towards them all, so
 * `remaining = max(0, Σ required − wagered since the oldest open one)`. When it reaches 0 they
 * are all marked cleared (a guarded update; doing it twice changes nothing) and nothing remains.
 * Clearing before a new requirement is added (`addRequirement` calls this first) is what keeps
 * wagering done before a requirement from counting towards it.
 */
export async function turnoverProgress(
  db: Db,
  memberId: number,
  now: Date,
): Promise<TurnoverProgress> {
  const open = await openRequirements(db, memberId);
  const oldest = open[0];
  if (!oldest) return NO_TURNOVER;
  const required = open.reduce((sum, row) => sum + Number(row.required), 0);
  const wagered = await wageredSince(db, memberId, oldest.created_at);
  if (wagered < required) return { required, wagered, remaining: required - wagered };
  await db
    .updateTable('turnover_requirement')
    .set({ cleared_at: now })
    .where(
      'id',
      'in',
      open.map((row) => row.id),
    )
    .where('cleared_at', 'is', null)
    .where('waived_at', 'is', null)
    .execute();
  return NO_TURNOVER;
}

/**
 * 409 TURNOVER_NOT_MET while turnover remains (the value says how much). A withdrawal calls it
 * inside its transaction after locking the member's wallet row, the lock every requirement is
 * added under, so no requirement can appear between this check and the hold.
 */
export async function refuseUntilTurnoverMet(db: Db, memberId: number, now: Date): Promise<void> {
  const progress = await turnoverProgress(db, memberId, now);
  if (progress.remaining > 0)
    throw new ApiError(
      409,
      'TURNOVER_NOT_MET',
      `Wager ${progress.remaining} more minor units before withdrawing`,
      { value: progress },
    );
}

/**
 * The turnover still to wager of each of these members (absent: none), by THE rule above, read
 * only (nothing is marked cleared): the money desk's TURNOVER_UNMET flag and drawer.
 */
export async function turnoverLeftOf(
  db: Db,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  const left = new Map<number, number>();
  if (memberIds.length === 0) return left;
  const open = await db
    .selectFrom('turnover_requirement')
    .select((eb) => [
      'member_id',
      eb.fn.sum<string>('required').as('required'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('member_id', 'in', [...new Set(memberIds)])
    .where('cleared_at', 'is', null)
    .where('waived_at', 'is', null)
    .groupBy('member_id')
    .execute();
  for (const row of open) {
    const memberId = Number(row.member_id);
    const wagered = await wageredSince(db, memberId, new Date(row.oldest));
    const remaining = Number(row.required) - wagered;
    if (remaining > 0) left.set(memberId, remaining);
  }
  return left;
}
