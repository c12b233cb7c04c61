import type { FastifyRequest } from 'fastify';
import type { AccountDeps } from '../accounts/context';
import { resolveSession, type SessionOf } from '../accounts/sessions';
import { ApiError } from '../http/api-error';
import { requestMerchant } from './merchant';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession` on token routes. */
    session: SessionOf | null;
  }
}

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * A preHandler for token routes: no token → 401 UNAUTHORIZED; an unknown, revoked or expired
 * one → 401 SESSION_ENDED, so the site knows to sign in again.
 */
export function requireSession({ db, now }: Pick<AccountDeps, 'db' | 'now'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'Not logged in, please log in');
    request.session = await resolveSession(db, token, requestMerchant(request).code, now());
  };
}

/** The session of a token route. */
export function requestSession(request: FastifyRequest): SessionOf {
  if (!request.session) throw new Error('requireSession did not run');
  return request.session;
}
