import type { PasswordResetResult, ResetByEmailRequest } from '@tessera/contract';
import type { Merchant } from '../../merchants';
import { ApiError } from '../../../core/http/api-error';
import { accountSettings } from '../account-settings';
import type { AccountDeps } from '../context';
import { checkNewPassword, setPassword } from './password-flows';
import { signInAfterReset } from './reset-sign-in';
import { sha256 } from '../../../core/security/tokens';

/**
 * Completes forgot-by-email: the link's token (single use, 30 minutes) sets a new password,
 * ends every session of the member and signs them in where a login by the mailbox would need
 * nothing more (`signInAfterReset`). Unknown or used → 400 CODE_INVALID, past its time → 400
 * CODE_EXPIRED.
 */
export async function resetByEmail(
  deps: AccountDeps,
  merchant: Merchant,
  body: ResetByEmailRequest,
  ip: string,
): Promise<PasswordResetResult> {
  const now = deps.now();
  await checkNewPassword(deps, merchant.code, body.newPassword, 'newPassword');
  const row = await deps.db
    .selectFrom('password_reset')
    .innerJoin('member', 'member.id', 'password_reset.member_id')
    .select(['password_reset.token_hash', 'password_reset.expires_at', 'password_reset.used_at'])
    .select('member.id as member_id')
    .where('password_reset.token_hash', '=', sha256(body.token))
    .where('member.merchant_code', '=', merchant.code)
    .executeTakeFirst();
  if (!row || row.used_at) throw new ApiError(400, 'CODE_INVALID', 'This reset link is not valid');
  if (row.expires_at <= now) throw new ApiError(400, 'CODE_EXPIRED', 'This reset link expired');
  // Burn the token first, conditionally, so two clicks racing cannot both reset.
  const burnt = await deps.db
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('token_hash', '=', row.token_hash)
    .where('used_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  if (!burnt) throw new ApiError(400, 'CODE_INVALID', 'This reset link is not valid');
  await setPassword(deps, row.member_id, body.newPassword, null);
  const member = await deps.db
    .selectFrom('member')
    .selectAll()
    .where('id', '=', row.member_id)
    .executeTakeFirstOrThrow();
  const settings = await accountSettings(deps.db, merchant.code);
  return signInAfterReset(deps, member, settings, body.newPassword, ip, 'EMAIL');
}
