import { randomBytes } from 'node:crypto';
import {
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  type StaffPasswordChange,
  type StaffSession,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { newToken, sha256 } from '../../../core/security/tokens';
import { checkPassword, hashPassword } from '../../accounts';
import { endSessionsOf, staffOrThrow } from '../members/members';
import { tryStaffSecret } from './failed-tries';
import '../staff-tables';

export const IDLE_MS = STAFF_SESSION_IDLE_MINUTES * 60_000;
export const ABSOLUTE_MS = STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000;

/** A new session's cookie token (only its SHA-256 is stored) and CSRF token. */
export interface NewSession {
  id: string;
  token: string;
  csrfToken: string;
  createdAt: Date;
}

export async function createSession(
  db: Db,
  staffId: number,
  where: { ip: string; userAgent: string },
  now: Date,
): Promise<NewSession> {
  const session = {
    id: randomBytes(16).toString('base64url'),
    token: newToken(),
    csrfToken: newToken(),
    createdAt: now,
  };
  await db
    .insertInto('staff_session')
    .values({
      id: session.id,
      token_hash: sha256(session.token),
      staff_id: staffId,
      csrf_token: session.csrfToken,
      created_at: now,
      last_seen_at: now,
      ip: where.ip,
      user_agent: where.userAgent.slice(0, 300),
      ended_at: null,
    })
    .execute();
  return session;
}

/** A live session found by its cookie token. */
export interface LiveSession {
  id: string;
  staffId: number;
  csrfToken: string;
  createdAt: Date;
}

/**
 * The live session of a cookie token, its last call moved to now (sliding idle limit); null when
 * unknown, ended, idle for STAFF_SESSION_IDLE_MINUTES or older than STAFF_SESSION_ABSOLUTE_HOURS.
 */
export async function liveSession(db: Db, token: string, now: Date): Promise<LiveSession | null> {
  const row = await db
    .updateTable('staff_session')
    .set({ last_seen_at: now })
    .where('token_hash', '=', sha256(token))
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', new Date(now.getTime() - IDLE_MS))
    .where('created_at', '>', new Date(now.getTime() - ABSOLUTE_MS))
    .returning(['id', 'staff_id', 'csrf_token', 'created_at'])
    .executeTakeFirst();
  return row
    ? { id: row.id, staffId: row.staff_id, csrfToken: row.csrf_token, createdAt: row.created_at }
    : null;
}

/** The member's live sessions, most recent call first, the caller's own marked. */
export async function listSessions(
  db: Db,
  staffId: number,
  currentId: string,
  now: Date,
): Promise<StaffSession[]> {
  const rows = await db
    .selectFrom('staff_session')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', new Date(now.getTime() - IDLE_MS))
    .where('created_at', '>', new Date(now.getTime() - ABSOLUTE_MS))
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    idleExpiresAt: new Date(row.last_seen_at.getTime() + IDLE_MS).toISOString(),
    expiresAt: new Date(row.created_at.getTime() + ABSOLUTE_MS).toISOString(),
    ip: row.ip,
    userAgent: row.user_agent,
    current: row.id === currentId,
  }));
}

/** Ends one of the member's own sessions (404 NOT_FOUND for any other id). */
export async function endSession(
  db: Db,
  staffId: number,
  id: string,
  now: Date,
): Promise<{ id: string; createdAt: string; ip: string | null; endedAt: null }> {
  const ended = await db
    .updateTable('staff_session')
    .set({ ended_at: now })
    .where('id', '=', id)
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .returning(['id', 'created_at', 'ip'])
    .executeTakeFirst();
  if (!ended) throw new ApiError(404, 'NOT_FOUND', 'No such session of yours');
  // The session as it was: open (the update only takes an open one).
  return { id: ended.id, createdAt: ended.created_at.toISOString(), ip: ended.ip, endedAt: null };
}

/**
 * The member's own new password: the current one is required (throttled per member); the
 * member's other sessions end, the current one stays.
 */
export async function changePassword(
  db: Db,
  staffId: number,
  sessionId: string,
  req: StaffPasswordChange,
  now: Date,
): Promise<void> {
  const member = await staffOrThrow(db, staffId);
  const right = await tryStaffSecret(db, `old-password:${staffId}`, now, () =>
    checkPassword(member.password_hash, req.current),
  );
  if (!right) throw new ApiError(400, 'OLD_PASSWORD_WRONG', 'Current password is wrong');
  const hash = await hashPassword(req.next);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_member')
      .set({ password_hash: hash })
      .where('id', '=', staffId)
      .execute();
    await endSessionsOf(trx, staffId, now, sessionId);
  });
}
