import type { FastifyRequest } from 'fastify';
import { sameDigest, sha256 } from '../../core/security/tokens';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { bearerToken } from '../../core/http/bearer';
import { resolveLaunch, type LaunchOf } from '../wallet';

/** Header carrying the vendor's wallet-API key on debit, credit and cancel. */
export const VENDOR_KEY_HEADER = 'x-vendor-key';

/** The launch behind a request's `Authorization: Bearer <launch token>`; 401 otherwise. */
export async function launchOf(db: Db, request: FastifyRequest, now: Date): Promise<LaunchOf> {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'A launch token is required');
  return resolveLaunch(db, token, now);
}

/**
 * Money calls also need the vendor's key: the launch token sits in the page URL the player
 * holds, so on its own it must never be able to credit a win. Compared in constant time.
 */
export async function requireVendorKey(db: Db, request: FastifyRequest): Promise<void> {
  const header = request.headers[VENDOR_KEY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  const stored = await db
    .selectFrom('vendor_api_key')
    .select('key_hash')
    .where('vendor', '=', 'SANDBOX')
    .executeTakeFirst();
  if (!key || !stored || !sameDigest(sha256(key), stored.key_hash))
    throw new ApiError(401, 'UNAUTHORIZED', `A valid ${VENDOR_KEY_HEADER} is required`);
}
