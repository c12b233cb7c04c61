import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import type { AccountDeps } from '../context';
import type { Phone } from './phone';
import { rateLimited } from '../../../core/http/rate-limited';
import { block, blockedFor } from '../limits/rate-limits';
import { trySecret } from '../limits/secret-tries';
import { newCode, sameDigest, sha256 } from '../../../core/security/tokens';

/**
 * What a code proves: signing in or resetting a password (noLogin), registering, that the
 * owner of a locked account is the one trying (UNLOCK, sent to the account's mobile or e-mail),
 * a contact to bind, or that the mobile's holder sets an account's first password (PASSWORD).
 */
export type CodePurpose = 'LOGIN' | 'REGISTER' | 'UNLOCK' | 'BIND' | 'PASSWORD';

/** Where a code goes: the key it is stored under and the SMS number or e-mail address. */
export interface CodeRecipient {
  target: string;
  channel: 'SMS' | 'EMAIL';
  address: string;
}

/** A phone number as a code's recipient: stored under and sent to its +E.164 form. */
export const bySms = (phone: Phone): CodeRecipient => ({
  target: phone.e164,
  channel: 'SMS',
  address: phone.e164,
});

const MESSAGES: Record<CodePurpose, string> = {
  LOGIN: 'Your verification code is',
  REGISTER: 'Your verification code is',
  UNLOCK: 'Your code to unlock sign-in is',
  BIND: 'Your code to verify this contact is',
  PASSWORD: 'Your code to set your login password is',
};

const WINDOW_MS = 10 * 60_000;
const MAX_PER_WINDOW = 5;
const BLOCK_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

const digest = (target: string, code: string) => sha256(`${target}|${code}`);

/**
 * Issues a 6-digit code by SMS or e-mail (spec §9): one per second per recipient (429 RATE_LIMITED), more
 * than five in ten minutes blocks the number for five minutes (429 SMS_TOO_MANY), and the
 * merchant's daily quota caps the total (429 SMS_QUOTA). Returns its lifetime in minutes.
 */
export async function sendCode(
  { db, now: clock, sender }: Pick<AccountDeps, 'db' | 'now' | 'sender'>,
  merchantCode: string,
  purpose: CodePurpose,
  to: CodeRecipient,
  settings: { sms_quota_per_day: number; sms_code_minutes: number },
): Promise<number> {
  const now = clock();
  const blockKey = `sms-block:${merchantCode}:${to.target}`;
  const blocked = await blockedFor(db, blockKey, now);
  if (blocked > 0)
    throw rateLimited('SMS_TOO_MANY', 'Too many requests, retry after 5 minutes', blocked);

  const recent = await db
    .selectFrom('verification_code')
    .select(['created_at'])
    .where('merchant_code', '=', merchantCode)
    .where('target', '=', to.target)
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
      target: to.target,
      code_hash: digest(to.target, code),
      created_at: now,
      expires_at: new Date(now.getTime() + settings.sms_code_minutes * 60_000),
      used_at: null,
    })
    .execute();
  await sender.send({
    merchantCode,
    channel: to.channel,
    to: to.address,
    body: `${MESSAGES[purpose]} ${code}`,
  });
  return settings.sms_code_minutes;
}

/** Where a code is tried: the merchant and the caller's IP (for the secret throttle). */
export interface CodeTry {
  merchantCode: string;
  ip: string;
}

/**
 * Consumes the latest code sent to a target for a purpose: none or wrong → 400 CODE_INVALID
 * (five wrong tries burn it), past its expiry → 400 CODE_EXPIRED. Single use even under races.
 * Wrong tries count toward the one secret throttle (`trySecret`, per target and per IP): past it,
 * 429 TOO_MANY_TRIES, even for a new code.
 */
export async function consumeCode(
  db: Db,
  { merchantCode, ip }: CodeTry,
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
  const secret = { merchantCode, ip, kind: 'CODE', subject: target } as const;
  const right = await trySecret(db, secret, now, async () =>
    row && row.attempts < MAX_ATTEMPTS
      ? sameDigest(row.code_hash, digest(target, code.trim()))
      : false,
  );
  if (!row) throw invalid;
  if (!right) {
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
