import type { Db } from '../../core/db/database';

const CAPTCHA_WINDOW_MS = 15 * 60_000;
const LOCK_WINDOW_MS = 60 * 60_000;
/** Failures (per account or per IP, 15 min) after which a captcha is required. */
export const CAPTCHA_AFTER = 3;
/** Failures per account per hour after which logins are refused outright. */
export const MAX_FAILURES_PER_HOUR = 100;

/** Failure counts the login decision needs, read in one round trip. */
export interface FailureCounts {
  accountRecent: number;
  ipRecent: number;
  accountHour: number;
  /** When the oldest failure of the hour leaves the window (for Retry-After). */
  oldestInHour: Date | null;
}

/** Counts failed logins; rows live in the database so every platform process sees them. */
export async function failureCounts(
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
      eb.fn
        .count<string | number>('id')
        .filterWhere((w) => w.and([w('ip', '=', ip), w('at', '>', recent)]))
        .as('ip_recent'),
      eb.fn.count<string | number>('id').filterWhere('account', '=', account).as('account_hour'),
      eb.fn.min('at').filterWhere('account', '=', account).as('oldest'),
    ])
    .where('merchant_code', '=', merchantCode)
    .where('at', '>', hour)
    .where((w) => w.or([w('account', '=', account), w('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return {
    accountRecent: Number(row.account_recent),
    ipRecent: Number(row.ip_recent),
    accountHour: Number(row.account_hour),
    oldestInHour: row.oldest ? new Date(row.oldest as unknown as string) : null,
  };
}

/** Whether the next try must carry a captcha. */
export const needsCaptcha = (counts: FailureCounts) =>
  counts.accountRecent >= CAPTCHA_AFTER || counts.ipRecent >= CAPTCHA_AFTER;

/** Records one failed login. Old rows are swept now and then. */
export async function recordFailure(
  db: Db,
  merchantCode: string,
  account: string,
  ip: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values({ merchant_code: merchantCode, account, ip, at: now })
    .execute();
  if (Math.random() < 0.01)
    await db
      .deleteFrom('login_attempt')
      .where('at', '<', new Date(now.getTime() - 2 * LOCK_WINDOW_MS))
      .execute();
}

/**
 * Failures recorded under `account` since `since`, and when the oldest of them was (for
 * Retry-After). Other secrets reuse the login failure log under their own key: the withdrawal
 * password records `WITHDRAWAL#<member id>`; login keys are lower-cased or +E.164, so none collides.
 */
export async function failuresSince(
  db: Db,
  merchantCode: string,
  account: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('login_attempt')
    .select((eb) => [eb.fn.count<string | number>('id').as('n'), eb.fn.min('at').as('oldest')])
    .where('merchant_code', '=', merchantCode)
    .where('account', '=', account)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.n),
    oldest: row.oldest ? new Date(row.oldest as unknown as string) : null,
  };
}
