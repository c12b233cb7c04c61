import {
  DEVICE_ID_HEADER,
  DEVICE_ID_PATTERN,
  LOGIN_HISTORY_DAYS,
  type LoginHistoryPage,
  type SignInOutcome,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import '../security/security-tables';

/** Where a sign-in came from: the caller's IP, User-Agent header and device id. */
export interface SignInClient {
  ip: string | null;
  userAgent: string | null;
  /** The player site's device id (DEVICE_ID_HEADER), lower case; null if none or not a UUID. */
  deviceId: string | null;
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * The device id a caller sent, lower case, or null: a missing header, a repeated one or anything
 * but a UUID is ignored rather than refused (it is a hint for the risk desk, never trusted for
 * anything else).
 */
export function deviceIdOf(headers: Headers): string | null {
  const value = headers[DEVICE_ID_HEADER];
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value) ? value.toLowerCase() : null;
}

/** A request's client: its IP is always known. */
export type RequestClient = SignInClient & { ip: string };

/** Where a request signing someone in comes from. */
export function signInClientOf(request: { ip: string; headers: Headers }): RequestClient {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    deviceId: deviceIdOf(request.headers),
  };
}

/** Where a sign-in came from, as the history keeps it. */
export interface SignInSource {
  ip: string | null;
  /** The short description of the User-Agent (describeDevice). */
  device: string | null;
  deviceId: string | null;
}

/** The history's form of a client. */
export const sourceOf = (client: SignInClient): SignInSource => ({
  ip: client.ip,
  device: describeDevice(client.userAgent),
  deviceId: client.deviceId,
});

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

/**
 * Logs a sign-in try of an existing member: a successful one for the member's login history, a
 * failed one for the player desk. Its own statement: a refusal thrown after it does not undo it.
 */
export async function recordSignIn(
  db: Db,
  memberId: string | number,
  at: Date,
  from: SignInSource,
  outcome: SignInOutcome,
): Promise<void> {
  await db
    .insertInto('login_history')
    .values({
      member_id: memberId,
      at,
      ip: from.ip,
      device: from.device,
      device_id: from.deviceId,
      outcome,
    })
    .execute();
}

/**
 * The member's successful sign-ins of the last LOGIN_HISTORY_DAYS days, newest first, a page at
 * a time: ordered by id (ids grow with time), the cursor is the last row's id. Failed tries are
 * the desk's to see: the security centre shows what the member did as before.
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
    .where('outcome', '=', 'success')
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
