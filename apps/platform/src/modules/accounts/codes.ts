import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import type { AccountDeps } from './context';
import type { Phone } from './phone';
import { block, blockedFor, rateLimited } from './rate-limits';
import { newCode, sameDigest, sha256 } from '../../core/security/tokens';

/** What a code proves: signing in or resetting a password (noLogin), or registering. */
export type CodePurpose = 'LOGIN' | 'REGISTER';

const WINDOW_MS = 10 * 60_000;
const MAX_PER_WINDOW = 5;
const BLOCK_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

const digest = (target: string, code: string) => sha256(`${target}|${code}`);

/**
 * Issues a 6-digit code by SMS (spec §9): one per second per number (429 RATE_LIMITED), more
 * than five in ten minutes blocks the number for five minutes (429 SMS_TOO_MANY), and the
 * merchant's daily quota caps the total (429 SMS_QUOTA). Returns its lifetime in minutes.
 */
export async function sendCode(
  { db, now: clock, sender }: AccountDeps,
  merchantCode: string,
  purpose: CodePurpose,
  phone: Phone,
  settings: { sms_quota_per_day: number; sms_code_minutes: number },
): Promise<number> {
  const now = clock();
  const blockKey = `sms-block:${merchantCode}:${phone.e164}`;
  const blocked = await blockedFor(db, blockKey, now);
  if (blocked > 0)
    throw rateLimited('SMS_TOO_MANY', 'Too many requests, retry after 5 minutes', blocked);

  const recent = await db
    .selectFrom('verification_code')
    .select(['created_at'])
    .where('merchant_code', '=', merchantCode)
    .where('target', '=', phone.e164)
    .where('created_at', '>', new Date(now.getTime() - WINDOW_MS))
    .orderBy('created_at', 'desc')
    .execute();
  const last = recent[0]?.created_at;
  if (last && now.getTime() - last.getTime() < 1000)
    throw rateLimited('RATE_LIMITED', 'One code per second', 1);
  if (recent.length >= MAX_PER_WINDOW) {
    await block(db, blockKey, new Date(now.getTime() + BLOCK_MS));
    throw rateLimited('SMS_TOO_MANY', 'Too many requests, retry after 5 minutes', BLOCK_MS / 1000);
  }
  if ((await sentToday(db, merchantCode, now)) >= settings.sms_quota_per_day)
    throw rateLimited(
      'SMS_QUOTA',
      'SMS quota not sufficient, contact customer service',
      secondsToMidnight(now),
    );

  const code = newCode();
  await db
    .insertInto('verification_code')
    .values({
      merchant_code: merchantCode,
      purpose,
      target: phone.e164,
      code_hash: digest(phone.e164, code),
      created_at: now,
      expires_at: new Date(now.getTime() + settings.sms_code_minutes * 60_000),
      used_at: null,
    })
    .execute();
  await sender.send({
    merchantCode,
    channel: 'SMS',
    to: phone.e164,
    body: `Your verification code is ${code}`,
  });
  return settings.sms_code_minutes;
}

/**
 * Consumes the latest code sent to a number for a purpose: none or wrong → 400 CODE_INVALID
 * (five wrong tries burn it), past its expiry → 400 CODE_EXPIRED. Single use even under races.
 */
export async function consumeCode(
  db: Db,
  merchantCode: string,
  purpose: CodePurpose,
  target: string,
  code: string,
  now: Date,
): Promise<void> {
  const row = await db
    .selectFrom('verification_code')
    .select(['id', 'code_hash', 'expires_at', 'attempts'])
    .where('merchant_code', '=', merchantCode)
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const invalid = new ApiError(400, 'CODE_INVALID', 'Verification code invalid or missing');
  if (!row || row.attempts >= MAX_ATTEMPTS) throw invalid;
  if (!sameDigest(row.code_hash, digest(target, code.trim()))) {
    await db
      .updateTable('verification_code')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    throw invalid;
  }
  if (row.expires_at <= now) throw new ApiError(400, 'CODE_EXPIRED', 'Code expired, send again');
  const used = await db
    .updateTable('verification_code')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw invalid;
}

async function sentToday(db: Db, merchantCode: string, now: Date): Promise<number> {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const row = await db
    .selectFrom('verification_code')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('merchant_code', '=', merchantCode)
    .where('created_at', '>=', midnight)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function secondsToMidnight(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((next - now.getTime()) / 1000);
}
