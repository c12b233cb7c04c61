import type { LoginFailure } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';

/** The captcha flag, IP challenge and unlock offer a failed login reply carries, if any. */
export function loginFailure(error: unknown): LoginFailure | null {
  if (!(error instanceof PlatformError)) return null;
  const details = error.details as Partial<LoginFailure> | undefined;
  if (!details || typeof details !== 'object') return null;
  return {
    captchaRequired: details.captchaRequired === true,
    ipVerification: details.ipVerification,
    unlockAvailable: details.unlockAvailable === true,
  };
}
