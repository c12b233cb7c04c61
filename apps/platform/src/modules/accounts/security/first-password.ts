import type { SetPasswordRequest } from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';
import { accountSettings } from '../account-settings';
import type { Member } from '../account-tables';
import { consumeCode, sendCode, type CodeRecipient } from '../verification/codes';
import type { AccountDeps } from '../context';
import { checkNewPassword, setPassword } from '../password/password-flows';
import { hasPassword } from '../password/password-state';
import type { SessionOf } from '../session/sessions';

const alreadySet = () =>
  new ApiError(409, 'SOCIAL_PASSWORD_SET', 'This account has a password already');

/** The account's own mobile as the recipient of its set-password code, if it has one. */
function ownMobile(member: Member): CodeRecipient | null {
  if (!member.dialing_code || !member.mobile_num) return null;
  const e164 = `+${member.dialing_code}${member.mobile_num}`;
  return { target: e164, channel: 'SMS', address: e164 };
}

/** Sends the code that proves a first password is set by the mobile's holder; its lifetime. */
export async function sendPasswordCode(deps: AccountDeps, member: Member): Promise<number> {
  if (await hasPassword(deps.db, member)) throw alreadySet();
  const to = ownMobile(member);
  if (!to) throw new ApiError(400, 'BAD_REQUEST', 'This account has no mobile number');
  const settings = await accountSettings(deps.db, member.merchant_code);
  return sendCode(deps, member.merchant_code, 'PASSWORD', to, settings);
}

/**
 * The first password of an account without one (no old password to type). The session alone is
 * not enough where the account has a mobile: a stolen or unattended session must not become the
 * account's password (and so a way to turn two-factor off), so the code sent to the mobile is
 * required too. An account with no mobile (social sign-in) has only its session and provider.
 * 409 SOCIAL_PASSWORD_SET once it has one: from then on the change-password call applies.
 */
export async function setFirstPassword(
  deps: AccountDeps,
  { member, sessionId }: SessionOf,
  body: SetPasswordRequest,
  ip: string,
): Promise<void> {
  if (await hasPassword(deps.db, member)) throw alreadySet();
  if (body.newPassword !== body.confirmNewPassword)
    throw new ApiError(400, 'PASSWORD_MISMATCH', 'Incorrect confirmation');
  await checkNewPassword(deps, member.merchant_code, body.newPassword, 'newPassword');
  const to = ownMobile(member);
  if (to) {
    const where = { merchantCode: member.merchant_code, ip };
    await consumeCode(deps.db, where, 'PASSWORD', to.target, body.code ?? '', deps.now());
  }
  await setPassword(deps, member.id, body.newPassword, sessionId);
  await deps.db.deleteFrom('member_without_password').where('member_id', '=', member.id).execute();
}
