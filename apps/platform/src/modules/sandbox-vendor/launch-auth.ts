import type { FastifyRequest } from 'fastify';
import { sameDigest, sha256 } from '../../core/security/tokens';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { bearerToken } from '../../core/http/bearer';
import { resolveLaunch, type LaunchOf } from '../wallet';
import './vendor-key-tables';

/** Header carrying the vendor's wallet-API key on debit, credit and cancel. */
export const VENDOR_KEY_HEADER = 'x-vendor-key';

/** A request's `Authorization: Bearer <launch token>`; 401 UNAUTHORIZED without one. */
export function launchToken(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'A launch token is required');
  return token;
}

/** The launch behind a request's launch token; 401 otherwise. */
export async function launchOf(db: Db, request: FastifyRequest, now: Date): Promise<LaunchOf> {
  return resolveLaunch(db, launchToken(request), now);
}

/** How long a key that matched is trusted without reading the table again. */
export const VENDOR_KEY_TRUST_MS = 5_000;

/**
 * Money calls also need the vendor's key: the launch token sits in the page URL the player
 * holds, so on its own it must never be able to credit a win. Compared in constant time. A key
 * that matched is remembered (its hash) for `VENDOR_KEY_TRUST_MS`: a vendor sends every bet
 * with it, and a bet should not pay a query for it; a replaced key stops working within that
 * time. A key that did not match is never remembered, so it is checked against the table again.
 */
export function vendorKeyCheck(db: Db, now: () => number = Date.now) {
  let trusted: { hash: string; until: number } | null = null;
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers[VENDOR_KEY_HEADER];
    const key = Array.isArray(header) ? header[0] : header;
    const denied = () =>
      new ApiError(401, 'UNAUTHORIZED', `A valid ${VENDOR_KEY_HEADER} is required`);
    if (!key) throw denied();
    const hash = sha256(key);
    if (trusted && trusted.until > now() && sameDigest(hash, trusted.hash)) return;
    const stored = await db
      .selectFrom('vendor_api_key')
      .select('key_hash')
      .where('vendor', '=', 'SANDBOX')
      .executeTakeFirst();
    if (!stored || !sameDigest(hash, stored.key_hash)) throw denied();
    trusted = { hash, until: now() + VENDOR_KEY_TRUST_MS };
  };
}
