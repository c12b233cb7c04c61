import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** SHA-256 hex: how tokens, codes and answers are stored, so a leaked table replays nothing. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A session or reset token: 32 random bytes, base64url (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit verification code, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `+880 17****5678`: enough for the owner to recognise, too little for anyone else. */
export function maskMobile(dialingCode: string, number: string): string {
  const keep = number.length > 6 ? 4 : 2;
  return `+${dialingCode} ${number.slice(0, 2)}${'*'.repeat(Math.max(number.length - 2 - keep, 1))}${number.slice(-keep)}`;
}

/** `pl***@example.com`. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}
