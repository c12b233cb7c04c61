import { randomInt, randomUUID } from 'node:crypto';
import type { Captcha } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { sameDigest, sha256 } from '../../core/security/tokens';

// No 0/O, 1/I/L: a player should not fail on glyphs that look alike.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LIFETIME_MS = 5 * 60_000;

const digest = (key: string, answer: string) => sha256(`${key}|${answer.trim().toUpperCase()}`);

/** Draws five characters, each shifted and turned, over noise lines and dots. */
export function drawCaptcha(text: string): string {
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [
      randomInt(0, 150),
      randomInt(0, 50),
      randomInt(0, 150),
      randomInt(0, 50),
    ];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#${randomInt(0x444444, 0xbbbbbb).toString(16)}" stroke-width="1.5"/>`;
  }).join('');
  const glyphs = [...text]
    .map((char, i) => {
      const x = 14 + i * 26 + randomInt(-3, 4);
      const y = 34 + randomInt(-5, 6);
      return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})" font-family="monospace" font-size="${randomInt(24, 31)}" font-weight="bold" fill="#${randomInt(0x112233, 0x556677).toString(16)}">${char}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" viewBox="0 0 150 50"><rect width="150" height="50" fill="#f4f1ea"/>${noise}${glyphs}</svg>`;
}

/** Issues a captcha: the answer is stored hashed, valid for five minutes, once. */
export async function issueCaptcha(db: Db, merchantCode: string, now: Date): Promise<Captcha> {
  const text = Array.from({ length: 5 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
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
