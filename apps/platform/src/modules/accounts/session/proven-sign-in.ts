import { MEMBER_TYPES, type LoginFailure } from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';
import type { Member } from '../account-tables';
import { accountSettings } from '../account-settings';
import type { AccountDeps } from '../context';
import { answerIsRight, challenge, ipIsFamiliar, rememberIp } from './ip-verification';
import { useSecondFactor, totpEnabled } from '../security/totp-auth';

/** Agents' sub-accounts exist for the agent centre only (as in `login`). */
const SUB_ACCOUNT_TYPES: readonly number[] = [MEMBER_TYPES.agent41, MEMBER_TYPES.agent42];

/** Answers a sign-in may have been asked for, as the login request carries them. */
export interface SignInAnswers {
  ipVerification?: { challengeId: string; answer: string };
  totpCode?: string;
}

/** A member by id within a merchant (undefined for any other merchant's). */
export function findMemberById(
  deps: Pick<AccountDeps, 'db'>,
  merchantCode: string,
  id: string | number,
) {
  return deps.db
    .selectFrom('member')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * What a member-site login checks once the identity is proven, for a sign-in proven another way
 * than the password (social sign-in): sub-accounts (41, 42) and members locked by their upline
 * refused, the unfamiliar-IP challenge, then the authenticator's code with two-factor on. Throws
 * the same replies as `login` (NOT_MEMBER, ACCOUNT_LOCKED, IP_VERIFICATION_REQUIRED,
 * CODE_INVALID, TOTP_REQUIRED, TOTP_INVALID); returns once the member may have a session.
 * Kept beside `login` rather than shared with it so the password login's counting of tries
 * (refunds, captcha) stays as it is; a rule added to one belongs in the other.
 */
export async function checkProvenSignIn(
  deps: AccountDeps,
  member: Member,
  ip: string,
  answers: SignInAnswers,
): Promise<void> {
  const { db } = deps;
  if (SUB_ACCOUNT_TYPES.includes(member.type))
    throw new ApiError(403, 'NOT_MEMBER', 'Non-member account unable to login');
  if (member.locked_at !== null)
    throw new ApiError(403, 'ACCOUNT_LOCKED', 'This account is locked by its upline');
  const settings = await accountSettings(db, member.merchant_code);
  const twoFactor = await totpEnabled(db, member.id);
  let secondFactorDone = false;
  if (!(await ipIsFamiliar(deps, member, ip))) {
    const failure: LoginFailure = { captchaRequired: false };
    if (!answers.ipVerification)
      return challenge(deps, member, ip, settings, failure, undefined, twoFactor);
    const method = await answerIsRight(deps, member, ip, answers.ipVerification);
    if (!method) return challenge(deps, member, ip, settings, failure, 'CODE_INVALID', twoFactor);
    secondFactorDone = method === 'GOOGLE';
    await rememberIp(deps, member, ip);
  }
  if (twoFactor && !secondFactorDone) {
    const value: LoginFailure = { captchaRequired: false, twoFactorRequired: true };
    if (!answers.totpCode)
      throw new ApiError(401, 'TOTP_REQUIRED', 'Enter the code of your authenticator app', {
        value,
      });
    const where = { merchantCode: member.merchant_code, ip };
    if (!(await useSecondFactor(db, member, where, answers.totpCode, deps.now())))
      throw new ApiError(401, 'TOTP_INVALID', 'Authenticator code invalid', { value });
  }
  await rememberIp(deps, member, ip);
}
