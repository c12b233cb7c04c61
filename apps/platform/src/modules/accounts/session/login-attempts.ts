import type { LoginFailure } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { lockKeys } from '../limits/attempt-locks';
import { rateLimited } from '../../../core/http/rate-limited';

const CAPTCHA_WINDOW_MS = 15 * 60_000;
const LOCK_WINDOW_MS = 60 * 60_000;
/** Failures (per account or per IP, 15 min) after which a captcha is required. */
export const CAPTCHA_AFTER = 3;
/**
 * Failures of one account from one IP per hour after which that IP may not try that account
 * again (429 LOGIN_LOCKED) until the hour passes or the owner unlocks it with a code. Other IPs
 * (the owner's) keep signing in with a captcha: a stranger cannot lock the owner out.
 */
export const MAX_FAILURES_PER_HOUR = 100;

/** Failure counts the login decision needs, read in one round trip. */
export interface FailureCounts {
  accountRecent: number;
  ipRecent: number;
  /** Failures of this account from this IP within the hour. */
  pairHour: number;
  /** When the oldest of those leaves the window (for Retry-After). */
  oldestPairInHour: Date | null;
}

/** Counts failed logins; rows live in the database so every platform process sees them. */
async function failureCounts(
  db: Db,
  merchantCode: string,
  account: string,
  ip: string,
  now: Date,
): Promise<FailureCounts> {
  const recent = new Date(now.getTime() - CAPTCHA_WINDOW_MS);
  const hour = new Date(now.getTime() - LOCK_WINDOW_MS);
  const row = await db
    .selectFrom('login_attempt')
    .select((eb) => [
      eb.fn
        .count<string | number>('id')
        .filterWhere((w) => w.and([w('account', '=', account), w('at', '>', recent)]))
        .as('account_recent'),
      // Only logins: the other secrets' failures share this log under `KIND#subject`
      // (secret-tries.ts) and have their own limits, so a wrong withdrawal password does not
      // make this IP's next sign-in ask for a captcha.
      eb.fn
        .count<string | number>('id')
        .filterWhere((w) =>
          w.and([w('ip', '=', ip), w('at', '>', recent), w('account', 'not like', '%#%')]),
        )
        .as('ip_recent'),
      eb.fn
        .count<string | number>('id')
        .filterWhere((w) => w.and([w('account', '=', account), w('ip', '=', ip)]))
        .as('pair_hour'),
      eb.fn
        .min('at')
        .filterWhere((w) => w.and([w('account', '=', account), w('ip', '=', ip)]))
        .as('oldest'),
    ])
    .where('merchant_code', '=', merchantCode)
    .where('at', '>', hour)
    .where((w) => w.or([w('account', '=', account), w('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return {
    accountRecent: Number(row.account_recent),
    ipRecent: Number(row.ip_recent),
    pairHour: Number(row.pair_hour),
    oldestPairInHour: row.oldest ? new Date(row.oldest as unknown as string) : null,
  };
}

/** Whether a try with these earlier failures must carry a captcha. */
export const needsCaptcha = (counts: FailureCounts) =>
  counts.accountRecent >= CAPTCHA_AFTER || counts.ipRecent >= CAPTCHA_AFTER;

/** One login try, counted as a failure until `refundTry(id)` says it signed in. */
export interface ReservedTry {
  id: string | number;
  /** The failures before this try. */
  counts: FailureCounts;
}

/**
 * Counts a login try before its captcha and password are checked, under locks on the account
 * and the IP, so tries sent at once are counted one after another: of 30 at once on a fresh
 * account, three see fewer than three failures and the rest must bring a captcha; at the
 * hourly cap the rest are refused without being recorded. `unlocked` (a right unlock code)
 * lets one try past the cap. Throws 429 LOGIN_LOCKED with Retry-After.
 */
export async function reserveTry(
  db: Db,
  merchantCode: string,
  account: string,
  ip: string,
  now: Date,
  unlocked: boolean,
): Promise<ReservedTry> {
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx, [`login:${merchantCode}:a:${account}`, `login:${merchantCode}:i:${ip}`]);
    const counts = await failureCounts(trx, merchantCode, account, ip, now);
    if (counts.pairHour >= MAX_FAILURES_PER_HOUR && !unlocked) {
      const oldest = counts.oldestPairInHour?.getTime() ?? now.getTime();
      const retry = Math.ceil((oldest + LOCK_WINDOW_MS - now.getTime()) / 1000);
      const value: LoginFailure = { captchaRequired: true, unlockAvailable: true };
      throw rateLimited('LOGIN_LOCKED', 'Too many failed logins from here', retry, value);
    }
    const row = await trx
      .insertInto('login_attempt')
      .values({ merchant_code: merchantCode, account, ip, at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Sweep old rows now and then; a missed sweep only leaves a few.
    if (Math.random() < 0.01)
      await trx
        .deleteFrom('login_attempt')
        .where('at', '<', new Date(now.getTime() - 2 * LOCK_WINDOW_MS))
        .execute();
    return { id: row.id, counts };
  });
}

/** Whether this IP may no longer try this account (the owner may unlock it with a code). */
export async function isLocked(
  db: Db,
  merchantCode: string,
  account: string,
  ip: string,
  now: Date,
): Promise<boolean> {
  const counts = await failureCounts(db, merchantCode, account, ip, now);
  return counts.pairHour >= MAX_FAILURES_PER_HOUR;
}

/** The owner proved themselves with a code and signed in: this IP's failures on it are gone. */
export async function forgetFailures(
  db: Db,
  merchantCode: string,
  account: string,
  ip: string,
): Promise<void> {
  await db
    .deleteFrom('login_attempt')
    .where('merchant_code', '=', merchantCode)
    .where('account', '=', account)
    .where('ip', '=', ip)
    .execute();
}
