import { PAM_TOKEN_HEADER } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../core/http/bearer';
import { sameDigest, sha256 } from '../../core/security/tokens';
import type { ApiTokenStore } from './pam-api-tokens';
import { PamRefusal } from './pam-reply';

/**
 * The aggregator's bearer token on every PAM call (401 PAM_ERR_API_TOKEN otherwise), compared
 * in constant time against each aggregator's stored hash (read through the store's short-lived
 * copy: a token replaced elsewhere stops working within API_TOKEN_TRUST_MS).
 */
export function apiTokenCheck(tokens: ApiTokenStore) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw new PamRefusal('PAM_ERR_API_TOKEN', 'A bearer API token is required', 401);
    const hashes = await tokens.hashes();
    const hash = sha256(token);
    // Every stored hash is compared, so the time taken does not tell which one came close.
    const matches = hashes.filter((stored) => sameDigest(hash, stored));
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
