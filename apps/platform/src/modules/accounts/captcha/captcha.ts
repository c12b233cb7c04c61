import { randomInt, randomUUID } from 'node:crypto';
import type { Captcha } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { sameDigest, sha256 } from '../../../core/security/tokens';
import { CAPTCHA_ALPHABET } from './captcha-glyphs';
import { drawCaptcha } from './captcha-drawing';

const LIFETIME_MS = 5 * 60_000;

const digest = (key: string, answer: string) => sha256(`${key}|${answer.trim().toUpperCase()}`);

/** Five characters of the captcha alphabet, drawn with a cryptographic random source. */
export const randomCaptchaText = () =>
  Array.from({ length: 5 }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');

/** Issues a captcha: the answer is stored hashed, valid for five minutes, once. */
export async function issueCaptcha(
  db: Db,
  merchantCode: string,
  text: string,
  now: Date,
): Promise<Captcha> {
  const key = randomUUID();
  await db
    .insertInto('captcha')
    .values({
      key,
      merchant_code: merchantCode,
      answer_hash: digest(key, text),
      expires_at: new Date(now.getTime() + LIFETIME_MS),
      used_at: null,
    })
    .execute();
  // Sweep spent and stale captchas now and then; a missed sweep only leaves a few rows.
  if (Math.random() < 0.01) await db.deleteFrom('captcha').where('expires_at', '<', now).execute();
  const image = `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(text)).toString('base64')}`;
  return { captchaKey: key, image };
}

/**
 * Checks and burns a captcha answer (case-insensitive): missing → 401 CAPTCHA_REQUIRED; wrong,
 * unknown, used or expired → 401 CAPTCHA_INVALID. `value` goes into the failure reply.
 */
export async function checkCaptcha(
  db: Db,
  merchantCode: string,
  key: string | undefined,
  answer: string | undefined,
  now: Date,
  value: unknown,
): Promise<void> {
  if (!key || !answer) throw new ApiError(401, 'CAPTCHA_REQUIRED', 'Enter the captcha', { value });
  const isUuid = /^[0-9a-f-]{36}$/i.test(key);
  // Burn it whatever the answer: a captcha gets one guess.
  const row = isUuid
    ? await db
        .updateTable('captcha')
        .set({ used_at: now })
        .where('key', '=', key)
        .where('merchant_code', '=', merchantCode)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('answer_hash')
        .executeTakeFirst()
    : undefined;
  if (!row || !sameDigest(row.answer_hash, digest(key, answer)))
    throw new ApiError(401, 'CAPTCHA_INVALID', 'Invalid captcha', { value });
}
