import type { ActiveSession } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';

/**
 * The member's live sessions (not revoked, not past their absolute expiry or the merchant's
 * idle limit): the caller's own first, marked `current`, then the others newest first.
 */
export async function activeSessions(
  db: Db,
  memberId: string | number,
  currentId: number,
  idleMinutes: number,
  now: Date,
): Promise<ActiveSession[]> {
  const rows = await db
    .selectFrom('session')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'device'])
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', new Date(now.getTime() - idleMinutes * 60_000))
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const sessions = rows.map((row) => ({
    id: Number(row.id),
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    ip: row.ip,
    device: row.device,
    current: Number(row.id) === currentId,
  }));
  return [
    ...sessions.filter((session) => session.current),
    ...sessions.filter((session) => !session.current),
  ];
}

/**
 * Ends one of the member's own sessions. An id that is not theirs (or is already ended) is 404
 * NOT_FOUND, the same answer as an id that does not exist, so ids cannot be probed.
 */
export async function endSession(
  db: Db,
  memberId: string | number,
  sessionId: number,
  now: Date,
): Promise<void> {
  const ended = await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!ended) throw new ApiError(404, 'NOT_FOUND', 'No such session');
}

/** Ends every live session of the member but `keep`; answers how many ended. */
export async function endOtherSessions(
  db: Db,
  memberId: string | number,
  keep: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('id', '<>', keep)
    .where('expires_at', '>', now)
    .returning('id')
    .execute();
  return rows.length;
}
