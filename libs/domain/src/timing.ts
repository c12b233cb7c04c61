/** Minimum gap between two SMS code requests (spec §5, §9). */
export const SMS_REQUEST_MIN_INTERVAL_MS = 1000;

/** Minimum gap between two captcha refreshes (spec §5, §9). */
export const CAPTCHA_REFRESH_MIN_INTERVAL_MS = 1000;

/** How long the platform blocks a phone after too many code requests (spec §8, §9). */
export const PHONE_BLOCK_MINUTES = 5;

/** Lifetime of the remember-me cookie (spec §9); it never holds a password (architecture). */
export const REMEMBER_ME_DAYS = 1;

/** Code validity when the reply does not say (spec §4: default 1 minute). */
export const DEFAULT_SMS_EXPIRED_MINUTES = 1;

/**
 * Seconds the resend button stays disabled: expiredMinutes × 60 (spec §4), default 1 minute.
 * A missing, non-finite or non-positive value falls back to the default rather than no wait.
 */
export function smsCountdownSeconds(expiredMinutes?: number): number {
  const minutes =
    expiredMinutes !== undefined && Number.isFinite(expiredMinutes) && expiredMinutes > 0
      ? expiredMinutes
      : DEFAULT_SMS_EXPIRED_MINUTES;
  return Math.round(minutes * 60);
}

/** True when at least `minIntervalMs` passed since `lastAt` (or nothing ran yet). */
export function throttleAllows(lastAt: number | null, now: number, minIntervalMs: number): boolean {
  // A clock that went backwards (lastAt in the future) must not lock the button forever.
  return lastAt === null || now - lastAt >= minIntervalMs || now < lastAt;
}

/** Whole seconds left of a countdown that started at `startedAt` (never negative). */
export function secondsLeft(startedAt: number, now: number, totalSeconds: number): number {
  const elapsed = Math.max(0, now - startedAt);
  return Math.max(0, Math.ceil(totalSeconds - elapsed / 1000));
}
