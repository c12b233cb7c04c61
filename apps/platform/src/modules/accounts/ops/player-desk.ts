import type {
  PasswordResetSent,
  PlayerAccount,
  PlayerSessions,
  PlayerSignInPage,
  PlayerStanding,
  SessionsEnded,
} from '@tessera/contract';
import { PLAYER_PAGE_DEFAULT } from '@tessera/contract';
import { isAgentType } from '@tessera/domain';
import { sql } from 'kysely';
import type { Db, Trx } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { accountSettings } from '../account-settings';
import type { AccountDeps } from '../context';
import { RESET_LINK_MINUTES, sendResetLink } from '../password/password-flows';
import { bySms, sendCode } from '../verification/codes';
import { mobileOf } from './player-search';
import '../security/security-tables';

// The player desk's reads and changes of what this module owns (issue 29): the member, its
// sessions and sign-ins, its block, and a password reset through the site's own reset flows.

const iso = (value: Date | string) => new Date(value).toISOString();
const notFound = () => new ApiError(404, 'NOT_FOUND', 'No such member');

/** The latest sessions a staff member sees. */
const SESSIONS_SHOWN = 50;

/** A member's account as staff see it: 404 NOT_FOUND if none. */
export async function playerAccount(db: Db, memberId: number): Promise<PlayerAccount> {
  const member = await db
    .selectFrom('member')
    .select([
      'id',
      'merchant_code',
      'account',
      'nickname',
      'type',
      'dialing_code',
      'mobile_num',
      'mobile_verified_at',
      'email',
      'email_verified_at',
      'language',
      'created_at',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw notFound();
  const last = await db
    .selectFrom('login_history')
    .select(['at', 'ip'])
    .where('member_id', '=', memberId)
    .where('outcome', '=', 'success')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    id: String(member.id),
    merchantCode: member.merchant_code,
    username: member.account,
    nickname: member.nickname,
    agent: isAgentType(member.type),
    mobile: mobileOf(member.dialing_code, member.mobile_num),
    mobileVerified: member.mobile_verified_at !== null,
    email: member.email,
    emailVerified: member.email_verified_at !== null,
    language: member.language,
    createdAt: iso(member.created_at),
    lastSignInAt: last ? iso(last.at) : null,
    lastSignInIp: last?.ip ?? null,
  };
}

/** The member's merchant, or null if there is no such member. */
export async function memberMerchant(db: Db, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('member')
    .select('merchant_code')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.merchant_code ?? null;
}

/** The member's merchant: 404 NOT_FOUND if no such member. */
export async function merchantOfMember(db: Db, memberId: number): Promise<string> {
  const merchant = await memberMerchant(db, memberId);
  if (merchant === null) throw notFound();
  return merchant;
}

type StandingRow = {
  locked_at: Date | null;
  lock_source: 'upline' | 'operator' | null;
  lock_reason: string | null;
};

const standingOf = (row: StandingRow): PlayerStanding => ({
  status: row.locked_at === null ? 'active' : 'blocked',
  blockedAt: row.locked_at === null ? null : iso(row.locked_at),
  blockedBy: row.locked_at === null ? null : (row.lock_source ?? 'upline'),
  reason: row.locked_at === null ? null : row.lock_reason,
});

/** Whether the member may sign in, and if not who blocked it, when and why. */
export async function playerStanding(db: Db, memberId: number): Promise<PlayerStanding> {
  const row = await db
    .selectFrom('member')
    .select(['locked_at', 'lock_source', 'lock_reason'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return standingOf(row);
}

/**
 * Staff block: sign-in refused (ACCOUNT_LOCKED, like an upline's lock) and every session ends,
 * in one transaction. Blocking again keeps the first time and takes the new reason; a block on
 * an upline's lock makes it staff's (the upline can no longer lift it).
 */
export async function blockPlayer(
  db: Db,
  memberId: number,
  reason: string,
  now: Date,
  /** Given the standing as locked, before the change (the audit trail's before). */
  noteBefore: (before: PlayerStanding) => void = () => {},
): Promise<PlayerStanding> {
  return db.transaction().execute(async (trx) => {
    noteBefore(await lockedStanding(trx, memberId));
    const row = await trx
      .updateTable('member')
      .set({
        locked_at: sql<Date>`coalesce(locked_at, ${now})`,
        lock_source: 'operator',
        lock_reason: reason.trim(),
      })
      .where('id', '=', memberId)
      .returning(['locked_at', 'lock_source', 'lock_reason'])
      .executeTakeFirst();
    if (!row) throw notFound();
    await trx
      .updateTable('session')
      .set({ revoked_at: now })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
    return standingOf(row);
  });
}

/** Lifts any block, staff's or the upline's; the reason goes to the audit trail. */
export async function unblockPlayer(
  db: Db,
  memberId: number,
  /** Given the standing as locked, before the change (the audit trail's before). */
  noteBefore: (before: PlayerStanding) => void = () => {},
): Promise<PlayerStanding> {
  return db.transaction().execute(async (trx) => {
    noteBefore(await lockedStanding(trx, memberId));
    const row = await trx
      .updateTable('member')
      .set({ locked_at: null, lock_source: null, lock_reason: null })
      .where('id', '=', memberId)
      .returning(['locked_at', 'lock_source', 'lock_reason'])
      .executeTakeFirstOrThrow();
    return standingOf(row);
  });
}

/** The member's standing, its row locked for the change that follows (404 for no member). */
async function lockedStanding(trx: Trx, memberId: number): Promise<PlayerStanding> {
  const row = await trx
    .selectFrom('member')
    .select(['locked_at', 'lock_source', 'lock_reason'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return standingOf(row);
}

/** The member's latest sessions, live ones first. */
export async function playerSessions(db: Db, memberId: number, now: Date): Promise<PlayerSessions> {
  await merchantOfMember(db, memberId);
  const rows = await db
    .selectFrom('session')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at', 'ip', 'device'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(SESSIONS_SHOWN)
    .execute();
  const items = rows.map((row) => ({
    id: String(row.id),
    createdAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    expiresAt: iso(row.expires_at),
    endedAt: row.revoked_at === null ? null : iso(row.revoked_at),
    live: row.revoked_at === null && new Date(row.expires_at) > now,
    ip: row.ip,
    device: row.device,
  }));
  return { items: [...items.filter((s) => s.live), ...items.filter((s) => !s.live)] };
}

/** Ends one of the member's sessions (or every live one): how many ended. */
export async function endPlayerSessions(
  db: Db,
  memberId: number,
  sessionId: number | null,
  now: Date,
  /** Given the live sessions it is about to end (the audit trail's before). */
  noteBefore: (before: { liveSessions: string[] }) => void = () => {},
): Promise<SessionsEnded> {
  await merchantOfMember(db, memberId);
  const live = await db
    .selectFrom('session')
    .select('id')
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .$call((q) => (sessionId === null ? q : q.where('id', '=', sessionId)))
    .execute();
  noteBefore({ liveSessions: live.map((row) => String(row.id)) });
  let query = db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (sessionId !== null) query = query.where('id', '=', sessionId);
  const result = await query.executeTakeFirst();
  return { ended: Number(result.numUpdatedRows) };
}

/** Every sign-in try of the member (successful or not), newest first, a page at a time (cursor: the last row's id). */
export async function playerSignIns(
  db: Db,
  memberId: number,
  { cursor, limit = PLAYER_PAGE_DEFAULT }: { cursor?: string | undefined; limit?: number },
): Promise<PlayerSignInPage> {
  await merchantOfMember(db, memberId);
  let query = db
    .selectFrom('login_history')
    .select(['id', 'at', 'ip', 'device', 'device_id', 'outcome'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (cursor) query = query.where('id', '<', cursor);
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      at: iso(row.at),
      ip: row.ip,
      device: row.device,
      deviceId: row.device_id,
      outcome: row.outcome,
    })),
    nextCursor: rows.length > limit ? String(page[page.length - 1]?.id) : null,
  };
}

/**
 * Sends the member a password reset through the site's own flows: to a mobile, the SMS code that
 * "forgot password by mobile" takes (purpose LOGIN, the same limits as the site's requests); else
 * to an e-mail, the single-use link of "forgot by e-mail". 409 NO_CONTACT with neither.
 */
export async function sendPlayerPasswordReset(
  deps: Pick<AccountDeps, 'db' | 'now' | 'sender'>,
  memberId: number,
): Promise<PasswordResetSent> {
  const member = await deps.db
    .selectFrom('member')
    .select(['id', 'merchant_code', 'dialing_code', 'mobile_num', 'email'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw notFound();
  if (member.mobile_num !== null && member.dialing_code !== null) {
    const e164 = `+${member.dialing_code}${member.mobile_num}`;
    const settings = await accountSettings(deps.db, member.merchant_code);
    const minutes = await sendCode(
      deps,
      member.merchant_code,
      'LOGIN',
      bySms({ dialingCode: member.dialing_code, number: member.mobile_num, e164 }),
      settings,
    );
    return { channel: 'SMS', to: e164, minutes };
  }
  if (member.email !== null) {
    await sendResetLink(deps, member.merchant_code, { id: member.id, email: member.email });
    return { channel: 'EMAIL', to: member.email, minutes: RESET_LINK_MINUTES };
  }
  throw new ApiError(409, 'NO_CONTACT', 'The member has no mobile number or e-mail address');
}
