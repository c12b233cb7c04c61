import { LOGIN_HISTORY_DAYS, type LoginHistoryPage } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import '../security/security-tables';

/** Where a sign-in came from: the caller's IP and User-Agent header. */
export interface SignInClient {
  ip: string | null;
  userAgent: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A short device description from a User-Agent: "Chrome on Windows", "Safari on iOS". A few
 * regular expressions cover the browsers players use; anything else reads "Other browser".
 * Null without a header.
 */
export function describeDevice(userAgent: string | null | undefined): string | null {
  const ua = (userAgent ?? '').slice(0, 512);
  if (!ua.trim()) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Other browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/** Logs a successful sign-in for the member's login history. */
export async function recordSignIn(
  db: Db,
  memberId: string | number,
  at: Date,
  ip: string | null,
  device: string | null,
): Promise<void> {
  await db.insertInto('login_history').values({ member_id: memberId, at, ip, device }).execute();
}

/**
 * The member's sign-ins of the last LOGIN_HISTORY_DAYS days, newest first, a page at a time:
 * ordered by id (ids grow with time), the cursor is the last row's id.
 */
export async function loginHistory(
  db: Db,
  memberId: string | number,
  now: Date,
  { cursor, limit }: { cursor?: string | undefined; limit: number },
): Promise<LoginHistoryPage> {
  let query = db
    .selectFrom('login_history')
    .select(['id', 'at', 'ip', 'device'])
    .where('member_id', '=', memberId)
    .where('at', '>', new Date(now.getTime() - LOGIN_HISTORY_DAYS * 86_400_000))
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (cursor) query = query.where('id', '<', cursor);
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({ at: row.at.toISOString(), ip: row.ip, device: row.device })),
    nextCursor: rows.length > limit ? String(page[page.length - 1]?.id) : null,
  };
}
