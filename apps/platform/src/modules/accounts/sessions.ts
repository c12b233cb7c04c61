import { ApiError } from '../../core/http/api-error';
import type { Db } from '../../core/db/database';
import type { AccountSettings, Member } from './account-tables';
import { newToken, sha256 } from '../../core/security/tokens';

// last_seen_at is written at most this often: idle expiry needs minutes, not milliseconds.
const TOUCH_AFTER_MS = 60_000;

/** Opens a session for a member; returns the token (only its hash is stored). */
export async function openSession(
  db: Db,
  memberId: string | number,
  settings: AccountSettings,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('session')
    .values({
      token_hash: sha256(token),
      member_id: memberId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + settings.absolute_hours * 3_600_000),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** A live session with its member. */
export interface SessionOf {
  sessionId: number;
  member: Member;
}

/**
 * Resolves a token to its member: unknown, revoked, past its absolute expiry, or idle longer than
 * the merchant allows → 401 SESSION_ENDED. A token of another merchant counts as unknown.
 */
export async function resolveSession(
  db: Db,
  token: string,
  merchantCode: string,
  now: Date,
): Promise<SessionOf> {
  const row = await db
    .selectFrom('session')
    .innerJoin('member', 'member.id', 'session.member_id')
    .innerJoin('merchant_account_settings as s', 's.merchant_code', 'member.merchant_code')
    .selectAll('member')
    .select([
      'session.id as session_id',
      'session.last_seen_at',
      'session.expires_at',
      'session.revoked_at',
      's.idle_minutes',
    ])
    .where('session.token_hash', '=', sha256(token))
    .where('member.merchant_code', '=', merchantCode)
    .executeTakeFirst();
  const ended = new ApiError(401, 'SESSION_ENDED', 'Session ended, please log in again');
  if (!row || row.revoked_at) throw ended;
  const idleMs = now.getTime() - row.last_seen_at.getTime();
  if (row.expires_at <= now || idleMs > row.idle_minutes * 60_000) throw ended;
  if (idleMs >= TOUCH_AFTER_MS)
    await db
      .updateTable('session')
      .set({ last_seen_at: now })
      .where('id', '=', row.session_id)
      .execute();
  const { session_id, last_seen_at, expires_at, revoked_at, idle_minutes, ...member } = row;
  void [last_seen_at, expires_at, revoked_at, idle_minutes];
  return { sessionId: Number(session_id), member };
}

/** Revokes one session (logout). */
export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('session').set({ revoked_at: now }).where('id', '=', sessionId).execute();
}

/** Revokes every live session of a member except one (password change). */
export async function revokeOtherSessions(
  db: Db,
  memberId: string | number,
  keep: number | null,
  now: Date,
): Promise<void> {
  let query = db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (keep !== null) query = query.where('id', '<>', keep);
  await query.execute();
}
