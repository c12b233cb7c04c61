import { ApiError } from '../../../core/http/api-error';
import type { Db } from '../../../core/db/database';
import type { AccountSettings, Member } from '../account-tables';
import { newToken, sha256 } from '../../../core/security/tokens';
import { walletRows } from '../../wallet';

// last_seen_at is written at most this often: idle expiry needs minutes, not milliseconds.
const TOUCH_AFTER_MS = 60_000;

/** Opens a session for a member; returns the token (only its hash is stored). */
export async function openSession(
  db: Db,
  memberId: string | number,
  settings: AccountSettings,
  now: Date,
  from: { ip: string | null; device: string | null } = { ip: null, device: null },
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
      ip: from.ip,
      device: from.device,
    })
    .execute();
  return token;
}

/** The member's main wallet as read with their session. */
export interface SessionWallet {
  balance: number;
  held: number;
  currency: string;
}

/** A live session with its member. */
export interface SessionOf {
  sessionId: number;
  member: Member;
  /**
   * The main wallet as it was when the session was resolved, read in the same query (the
   * balance call then needs no second one): for showing only. A booking locks and re-reads
   * the wallet; nothing may decide on money from this copy. Null for a member without one.
   */
  wallet: SessionWallet | null;
}

const sessionEnded = () => new ApiError(401, 'SESSION_ENDED', 'Session ended, please log in again');

/**
 * Resolves a token to its member (and their main wallet): unknown, revoked, past its absolute
 * expiry, or idle longer than the merchant allows → 401 SESSION_ENDED. A token of another
 * merchant counts as unknown.
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
    .leftJoin(walletRows(db).as('w'), 'w.member_id', 'member.id')
    .selectAll('member')
    .select([
      'session.id as session_id',
      'session.last_seen_at',
      'session.expires_at',
      'session.revoked_at',
      's.idle_minutes',
      'w.balance as wallet_balance',
      'w.held as wallet_held',
      'w.currency as wallet_currency',
    ])
    .where('session.token_hash', '=', sha256(token))
    .where('member.merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (!row || row.revoked_at) throw sessionEnded();
  const idleMs = now.getTime() - row.last_seen_at.getTime();
  if (row.expires_at <= now || idleMs > row.idle_minutes * 60_000) throw sessionEnded();
  if (idleMs >= TOUCH_AFTER_MS)
    await db
      .updateTable('session')
      .set({ last_seen_at: now })
      .where('id', '=', row.session_id)
      .execute();
  const {
    session_id,
    last_seen_at,
    expires_at,
    revoked_at,
    idle_minutes,
    wallet_balance,
    wallet_held,
    wallet_currency,
    ...member
  } = row;
  void [last_seen_at, expires_at, revoked_at, idle_minutes];
  return {
    sessionId: Number(session_id),
    member,
    wallet:
      wallet_currency === null
        ? null
        : {
            balance: Number(wallet_balance),
            held: Number(wallet_held),
            currency: wallet_currency.trim(),
          },
  };
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
