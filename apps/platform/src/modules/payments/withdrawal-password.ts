import {
  WITHDRAWAL_PASSWORD_MAX_FAILURES,
  WITHDRAWAL_PASSWORD_WINDOW_MS,
  type ChangeWithdrawalPasswordRequest,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import {
  checkNewPassword,
  checkPassword,
  failuresSince,
  hashPassword,
  rateLimited,
  recordFailure,
} from '../accounts';

/** Who handles their withdrawal password: the member, their merchant and the caller's IP. */
export interface PasswordHolder {
  memberId: number;
  merchantCode: string;
  ip: string;
}

/** The key wrong withdrawal passwords are logged under (see accounts' `failuresSince`). */
const failureKey = (memberId: number) => `WITHDRAWAL#${memberId}`;

/** The member's stored hash, its row locked until the caller's transaction ends. */
async function lockedHash(trx: Db, memberId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('withdrawal_password')
    .select('password_hash')
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

/**
 * Checks a withdrawal password: 409 when none is set, 429 WITHDRAWAL_PASSWORD_LOCKED after 5
 * wrong ones in 15 minutes (checked before the hash, so a locked member cannot keep guessing),
 * 400 WITHDRAWAL_PASSWORD_WRONG (logged as a failure) when it does not match. The member's
 * password row stays locked from the count to the logged failure, so guesses sent at once are
 * counted one after another and cannot all slip under the limit.
 */
export async function verifyWithdrawalPassword(
  db: Db,
  who: PasswordHolder,
  password: string,
  now: Date,
): Promise<void> {
  const matched = await db.transaction().execute(async (trx) => {
    const stored = await lockedHash(trx, who.memberId);
    if (stored === null)
      throw new ApiError(409, 'WITHDRAWAL_PASSWORD_NOT_SET', 'Set a withdrawal password first');
    await refuseWhenLocked(trx, who, now);
    const right = await checkPassword(stored, password);
    if (!right) await recordFailure(trx, who.merchantCode, failureKey(who.memberId), who.ip, now);
    return right;
  });
  // Thrown after the commit, so the failure just logged is kept.
  if (!matched)
    throw new ApiError(400, 'WITHDRAWAL_PASSWORD_WRONG', 'The withdrawal password is wrong');
}

/** How many wrong withdrawal passwords the member may still type, and until when they may not. */
export interface PasswordThrottle {
  triesLeft: number;
  /** While 5 wrong ones lie within the last 15 minutes: when the oldest of them leaves. */
  lockedUntil: Date | null;
}

/** The throttle of wrong withdrawal passwords: 5 within 15 minutes lock the member out. */
export async function passwordThrottle(
  db: Db,
  who: Omit<PasswordHolder, 'ip'>,
  now: Date,
): Promise<PasswordThrottle> {
  const since = new Date(now.getTime() - WITHDRAWAL_PASSWORD_WINDOW_MS);
  const failures = await failuresSince(db, who.merchantCode, failureKey(who.memberId), since);
  const triesLeft = Math.max(0, WITHDRAWAL_PASSWORD_MAX_FAILURES - failures.count);
  if (triesLeft > 0) return { triesLeft, lockedUntil: null };
  const freeAt = (failures.oldest?.getTime() ?? now.getTime()) + WITHDRAWAL_PASSWORD_WINDOW_MS;
  return { triesLeft, lockedUntil: new Date(freeAt) };
}

/** 429 WITHDRAWAL_PASSWORD_LOCKED while the throttle has no tries left. */
async function refuseWhenLocked(db: Db, who: PasswordHolder, now: Date): Promise<void> {
  const { lockedUntil } = await passwordThrottle(db, who, now);
  if (lockedUntil)
    throw rateLimited(
      'WITHDRAWAL_PASSWORD_LOCKED',
      'Too many wrong withdrawal passwords',
      Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000),
    );
}

/** Whether the member has set a withdrawal password. */
export async function hasWithdrawalPassword(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('withdrawal_password')
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the first withdrawal password; a second set is 409 (change it with the old one). */
export async function setWithdrawalPassword(
  db: Db,
  who: PasswordHolder,
  password: string,
  now: Date,
): Promise<void> {
  await checkNewPassword({ db }, who.merchantCode, password, 'password');
  const inserted = await db
    .insertInto('withdrawal_password')
    .values({
      member_id: who.memberId,
      password_hash: await hashPassword(password),
      updated_at: now,
    })
    // The primary key decides a race between two first sets: one wins, the other is told so.
    .onConflict((oc) => oc.column('member_id').doNothing())
    .returning('member_id')
    .executeTakeFirst();
  if (!inserted)
    throw new ApiError(409, 'WITHDRAWAL_PASSWORD_ALREADY_SET', 'Change the withdrawal password');
}

/** Changes the withdrawal password; the old one is checked (and throttled) like a withdrawal. */
export async function changeWithdrawalPassword(
  db: Db,
  who: PasswordHolder,
  { oldPassword, newPassword }: ChangeWithdrawalPasswordRequest,
  now: Date,
): Promise<void> {
  await checkNewPassword({ db }, who.merchantCode, newPassword, 'newPassword');
  await verifyWithdrawalPassword(db, who, oldPassword, now);
  await db
    .updateTable('withdrawal_password')
    .set({ password_hash: await hashPassword(newPassword), updated_at: now })
    .where('member_id', '=', who.memberId)
    .execute();
}
