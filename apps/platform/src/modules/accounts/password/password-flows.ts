import type {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  PasswordResetResult,
  ResetByMobileRequest,
} from '@tessera/contract';
import { validateValue, ruleFor } from '@tessera/domain';
import type { Merchant } from '../../merchants';
import { ApiError } from '../../../core/http/api-error';
import { accountSettings } from '../account-settings';
import { consumeCode } from '../verification/codes';
import type { AccountDeps } from '../context';
import { findByAccount, findByMobile } from '../member/members';
import { checkPassword, hashPassword } from './passwords';
import { parsePhone } from '../verification/phone';
import { limitPerWindow } from '../limits/rate-limits';
import { signInAfterReset } from './reset-sign-in';
import { trySecret } from '../limits/secret-tries';
import { revokeOtherSessions, type SessionOf } from '../session/sessions';
import { newToken, sha256 } from '../../../core/security/tokens';

const RESET_MS = 30 * 60_000;

/** The merchant's password rule (the same one registration uses): 400 INVALID_FIELD when broken. */
export async function checkNewPassword(
  deps: Pick<AccountDeps, 'db'>,
  merchantCode: string,
  password: string,
  field: string,
): Promise<void> {
  const { register_rules } = await accountSettings(deps.db, merchantCode);
  const issue = validateValue(password, { ...ruleFor('password', register_rules), required: true });
  if (issue)
    throw new ApiError(400, 'INVALID_FIELD', `Invalid ${field}`, { value: { field, issue } });
}

/** Sets a password; every other session of the member ends (a thief's session too). */
export async function setPassword(
  deps: AccountDeps,
  memberId: string | number,
  password: string,
  keepSession: number | null,
): Promise<void> {
  const now = deps.now();
  await deps.db
    .updateTable('member')
    .set({ password_hash: await hashPassword(password), password_changed_at: now })
    .where('id', '=', memberId)
    .execute();
  await revokeOtherSessions(deps.db, memberId, keepSession, now);
}

/** Change password: the old one must match, the confirmation too. */
export async function changePassword(
  deps: AccountDeps,
  { member, sessionId }: SessionOf,
  body: ChangePasswordRequest,
  ip: string,
): Promise<void> {
  if (body.newPassword !== body.confirmNewPassword)
    throw new ApiError(400, 'PASSWORD_MISMATCH', 'Incorrect confirmation');
  await checkNewPassword(deps, member.merchant_code, body.newPassword, 'newPassword');
  // A stolen token must not become a way to guess the password: the one secret throttle.
  const secret = {
    merchantCode: member.merchant_code,
    kind: 'OLD_PASSWORD',
    subject: String(member.id),
    ip,
  } as const;
  const right = await trySecret(deps.db, secret, deps.now(), () =>
    checkPassword(member.password_hash, body.oldPassword),
  );
  if (!right) throw new ApiError(400, 'OLD_PASSWORD_WRONG', 'The old password is wrong');
  await setPassword(deps, member.id, body.newPassword, sessionId);
}

/**
 * Forgot by e-mail: when account and address match, a single-use link valid 30 minutes goes to
 * the outbox. The reply is the same either way, so it cannot be used to probe accounts.
 */
export async function forgotByEmail(
  deps: AccountDeps,
  merchant: Merchant,
  body: ForgotByEmailRequest,
  ip: string,
): Promise<void> {
  const now = deps.now();
  await limitPerWindow(
    deps.db,
    `forgot-ip:${merchant.code}:${ip}`,
    deps.limits.smsPerMinute,
    60,
    now,
  );
  const member = await findByAccount(deps.db, merchant.code, body.username);
  if (!member?.email || member.email.toLowerCase() !== body.email.trim().toLowerCase()) return;
  await sendResetLink(deps, merchant.code, { id: member.id, email: member.email });
}

/** How long a reset link stays valid, in minutes. */
export const RESET_LINK_MINUTES = RESET_MS / 60_000;

/**
 * Sends the member a single-use reset link valid 30 minutes through the outbox (forgot by
 * e-mail, and the player desk's reset for a member without a mobile).
 */
export async function sendResetLink(
  deps: Pick<AccountDeps, 'db' | 'now' | 'sender'>,
  merchantCode: string,
  member: { id: string | number; email: string },
): Promise<void> {
  const now = deps.now();
  const token = newToken();
  await deps.db
    .insertInto('password_reset')
    .values({
      token_hash: sha256(token),
      member_id: member.id,
      expires_at: new Date(now.getTime() + RESET_MS),
      used_at: null,
    })
    .execute();
  await deps.sender.send({
    merchantCode,
    channel: 'EMAIL',
    to: member.email,
    // The site's page that finishes the reset (libs/site route /resetPassword).
    body: `Reset your password within 30 minutes: /resetPassword?token=${token}`,
  });
}

/**
 * Forgot by mobile: the SMS code proves the number; the new password is set, and the member
 * signed in where a login by that code would need nothing more (`signInAfterReset`).
 */
export async function resetByMobile(
  deps: AccountDeps,
  merchant: Merchant,
  body: ResetByMobileRequest,
  ip: string,
): Promise<PasswordResetResult> {
  const settings = await accountSettings(deps.db, merchant.code);
  const phone = parsePhone(settings.countries, body.countryDialingCode, body.mobileNum);
  await checkNewPassword(deps, merchant.code, body.newPassword, 'newPassword');
  const where = { merchantCode: merchant.code, ip };
  await consumeCode(deps.db, where, 'LOGIN', phone.e164, body.verificationCode, deps.now());
  const member = await findByMobile(deps.db, merchant.code, phone.dialingCode, phone.number);
  // A code is only ever sent to a registered number, so no member here means no valid code.
  if (!member) throw new ApiError(400, 'CODE_INVALID', 'Verification code invalid or missing');
  await setPassword(deps, member.id, body.newPassword, null);
  const fresh =
    (await findByMobile(deps.db, merchant.code, phone.dialingCode, phone.number)) ?? member;
  return signInAfterReset(deps, fresh, settings, body.newPassword, ip, 'SMS');
}
