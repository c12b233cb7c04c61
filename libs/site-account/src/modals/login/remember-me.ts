import { REMEMBER_ME_DAYS } from '@tessera/domain';

/** localStorage key of the remembered login details. */
export const REMEMBER_KEY = 'tessera.rememberLogin';

/** What remember-me keeps: who, never the password (architecture decision). */
export interface RememberedLogin {
  username?: string;
  countryDialingCode?: string;
  mobileNum?: string;
}

interface Stored extends RememberedLogin {
  expiresAt: number;
}

/** The remembered details, or an empty object when none or expired. */
export function readRemembered(now = Date.now()): RememberedLogin {
  try {
    const stored = JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? 'null') as Stored | null;
    if (!stored || typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) return {};
    const { username, countryDialingCode, mobileNum } = stored;
    return { username, countryDialingCode, mobileNum };
  } catch {
    return {};
  }
}

/** Keeps `details` (merged with what is kept already) for REMEMBER_ME_DAYS from `now`. */
export function remember(details: RememberedLogin, now = Date.now()) {
  const stored: Stored = {
    ...readRemembered(now),
    ...details,
    expiresAt: now + REMEMBER_ME_DAYS * 24 * 60 * 60 * 1000,
  };
  try {
    localStorage.setItem(REMEMBER_KEY, JSON.stringify(stored));
  } catch {
    // Private mode or full storage: the player types the username again next time.
  }
}

/** Forgets the remembered details (remember-me unticked). */
export function forgetRemembered() {
  try {
    localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // Nothing stored that could be read back.
  }
}
