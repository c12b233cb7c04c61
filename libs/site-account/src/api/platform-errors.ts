import type { LoginFailure } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';

/**
 * The captcha flag, IP challenge, unlock offer, two-factor ask and the ticket of a sign-in whose
 * SMS or unlock code is spent that a failed login reply carries.
 */
export function loginFailure(error: unknown): LoginFailure | null {
  if (!(error instanceof PlatformError)) return null;
  const details = error.details as Partial<LoginFailure> | undefined;
  if (!details || typeof details !== 'object') return null;
  return {
    captchaRequired: details.captchaRequired === true,
    ipVerification: details.ipVerification,
    unlockAvailable: details.unlockAvailable === true,
    twoFactorRequired: details.twoFactorRequired === true,
    ...(typeof details.signInTicket === 'string' ? { signInTicket: details.signInTicket } : {}),
  };
}
