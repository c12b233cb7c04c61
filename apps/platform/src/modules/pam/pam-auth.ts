import { PAM_TOKEN_HEADER } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { bearerToken } from '../../core/http/bearer';
import { sameDigest, sha256 } from '../../core/security/tokens';
import { PamRefusal } from './pam-reply';

/** How long the aggregators' token hashes are served from memory. */
export const API_TOKEN_TRUST_MS = 5_000;

/**
 * The aggregator's bearer token on every PAM call (401 PAM_ERR_API_TOKEN otherwise), compared
 * in constant time against each aggregator's stored hash. The hashes are read at most every
 * API_TOKEN_TRUST_MS (a bet should not pay a query for them); a replaced token stops working
 * within that time.
 */
export function apiTokenCheck(db: Db, now: () => number = Date.now) {
  let cached: { hashes: string[]; until: number } | null = null;
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw new PamRefusal('PAM_ERR_API_TOKEN', 'A bearer API token is required', 401);
    if (!cached || cached.until <= now()) {
      const rows = await db.selectFrom('pam_api_token').select('token_hash').execute();
      cached = { hashes: rows.map((row) => row.token_hash), until: now() + API_TOKEN_TRUST_MS };
    }
    const hash = sha256(token);
    // Every stored hash is compared, so the time taken does not tell which one came close.
    const matches = cached.hashes.filter((stored) => sameDigest(hash, stored));
    if (matches.length === 0)
      throw new PamRefusal('PAM_ERR_API_TOKEN', 'The API token is not valid', 401);
  };
}

/** The request's X-Player-Token, or 401 PAM_ERR_SESSION_NOT_FOUND. */
export function playerToken(request: FastifyRequest): string {
  const header = request.headers[PAM_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length < 32 || token.length > 40)
    throw new PamRefusal('PAM_ERR_SESSION_NOT_FOUND', 'X-Player-Token names no session', 401);
  return token;
}
