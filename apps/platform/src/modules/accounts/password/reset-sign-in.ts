import type { PasswordResetResult } from '@tessera/contract';
import type { AccountSettings, Member } from '../account-tables';
import type { AccountDeps } from '../context';
import { challengeMethod, ipIsFamiliar, rememberIp } from '../session/ip-verification';
import { signIn } from '../session/login';
import { totpEnabled } from '../security/totp-auth';

/**
 * After a password reset (the new password is set by now): the reset's code or link proves the
 * SIM or the mailbox, which is exactly what a login by it would have proven. So it signs the
 * player in only where such a login would ask nothing more: never with two-factor on (a stolen
 * SIM alone must not get past the authenticator), and from an unfamiliar IP only if the IP check
 * would have gone to that same channel. Otherwise the player logs in with the new password and
 * passes the further step there; this IP is not remembered.
 */
export async function signInAfterReset(
  deps: AccountDeps,
  member: Member,
  settings: AccountSettings,
  newPassword: string,
  ip: string,
  proven: 'SMS' | 'EMAIL',
): Promise<PasswordResetResult> {
  const twoFactor = await totpEnabled(deps.db, member.id);
  const ipPassed =
    (await ipIsFamiliar(deps, member, ip)) ||
    challengeMethod(settings, member, twoFactor) === proven;
  if (twoFactor || !ipPassed) return { signInRequired: true, twoFactorRequired: twoFactor };
  await rememberIp(deps, member, ip);
  return signIn(deps, member, settings, newPassword, { ip, userAgent: null, deviceId: null });
}
