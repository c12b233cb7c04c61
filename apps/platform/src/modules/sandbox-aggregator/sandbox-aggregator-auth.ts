import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../../core/http/bearer';

/** A refusal as Valkyrie's operator API gives it: the status, and a JSON string saying why. */
export function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(message));
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * An onRequest hook admitting only the operator API key the sandbox aggregator was given, as
 * `Authorization: Bearer <key>` (401 otherwise, as the document's UnauthorizedResponse).
 * Both sides are hashed first, so the comparison takes the same time whatever the guess.
 */
export function operatorKeyCheck(key: string) {
  const expected = digest(key);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const given = bearerToken(request);
    const valid = timingSafeEqual(digest(given ?? ''), expected) && given !== null;
    if (!valid) {
      reply.header('www-authenticate', 'Bearer realm="sandbox-aggregator"');
      await refuse(reply, 401, 'Operator API Key is missing or invalid');
    }
  };
}
