import type { ChangeWithdrawalPasswordRequest } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import {
  checkNewPassword,
  checkPassword,
  hashPassword,
  secretTriesLeft,
  trySecret,
  type SecretTriesLeft,
} from '../../accounts';

/** The withdrawal password among the throttled secrets (`trySecret`). */
const withdrawalSecret = (memberId: number) =>
  ({ kind: 'WITHDRAWAL_PASSWORD', subject: String(memberId) }) as const;

/** Who handles their withdrawal password: the member, their merchant and the caller's IP. */
export interface PasswordHolder {
  memberId: number;
  merchantCode: string;
  ip: string;
}

/**
 * Checks a withdrawal password: 409 when none is set, 429 TOO_MANY_TRIES past the accounts'
 * one secret throttle (`trySecret`: 5 wrong in 15 minutes per member, checked before the hash,
 * so a locked member cannot keep guessing, and counted atomically), 400
 * WITHDRAWAL_PASSWORD_WRONG when it does not match.
 */
export async function verifyWithdrawalPassword(
  db: Db,
  who: PasswordHolder,
  password: string,
  now: Date,
): Promise<void> {
  const row = await db
    .selectFrom('withdrawal_password')
    .select('password_hash')
    .where('member_id', '=', who.memberId)
    .executeTakeFirst();
  if (!row)
    throw new ApiError(409, 'WITHDRAWAL_PASSWORD_NOT_SET', 'Set a withdrawal password first');
  const secret = { ...who, ...withdrawalSecret(who.memberId) };
  if (!(await trySecret(db, secret, now, () => checkPassword(row.password_hash, password))))
    throw new ApiError(400, 'WITHDRAWAL_PASSWORD_WRONG', 'The withdrawal password is wrong');
}

/** The throttle of wrong withdrawal passwords as the Withdraw page tells it (`trySecret`'s rule). */
export function passwordThrottle(
  db: Db,
  who: Omit<PasswordHolder, 'ip'>,
  now: Date,
): Promise<SecretTriesLeft> {
  return secretTriesLeft(db, { ...who, ...withdrawalSecret(who.memberId) }, now);
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
