import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/api-error';
import { OPERATOR_TOKEN_ACTOR } from '../audit';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * An onRequest hook admitting only `Authorization: Bearer <token>`. Both sides are hashed first,
 * so the comparison takes the same time whatever the length or content of the guess. The token
 * is never logged nor echoed. An admitted request names its actor for the audit trail.
 */
export function operatorAuth(token: string, countRefusal: (ip: string) => Promise<void>) {
  const expected = digest(token);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
    const given = digest(match?.[1] ?? '');
    // Always compare, even without a token, so a missing header costs the same as a wrong one.
    const valid = timingSafeEqual(given, expected) && match !== null;
    if (!valid) {
      // Past the IP's limit this throws 429 RATE_LIMITED instead of the 401 below.
      await countRefusal(request.ip);
      reply.header('www-authenticate', 'Bearer realm="tessera-ops"');
      throw new ApiError(401, 'UNAUTHORIZED', 'Operator token missing or wrong');
    }
    // The shared token is the bootstrap service account; staff and API keys will name theirs.
    request.auditActor = OPERATOR_TOKEN_ACTOR;
  };
}
