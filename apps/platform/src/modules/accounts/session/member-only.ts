import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../../core/http/bearer';
import { ApiError } from '../../../core/http/api-error';
import type { TypedApp, TypedPlugin } from '../../../core/http/typed-app';
import { requestMerchant } from '../../merchants';
import type { AccountDeps } from '../context';
import { resolveSession, type SessionOf } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set inside a `memberOnly` context; read it with `requestSession`. */
    session: SessionOf | null;
  }
}

/** What a member-only context needs to check a session. */
export type SessionDeps = Pick<AccountDeps, 'db' | 'now'>;

/**
 * Wraps a module's token routes in one encapsulated context whose single preHandler hook checks
 * the session: no token → 401 UNAUTHORIZED; an unknown, revoked or expired one → 401
 * SESSION_ENDED, so the site knows to sign in again. preHandler runs after the route's own
 * preValidation (sealed bodies) and schema validation, so a bad request still answers 400 first.
 * Routes registered inside read the session with `requestSession`.
 */
export function memberOnly<Deps extends SessionDeps>(
  routes: (app: TypedApp, deps: Deps) => Promise<void>,
): TypedPlugin<Deps> {
  return async (app, deps) => {
    if (!app.hasRequestDecorator('session')) app.decorateRequest('session', null);
    app.addHook('preHandler', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'Not logged in, please log in');
      request.session = await resolveSession(
        deps.db,
        token,
        requestMerchant(request).code,
        deps.now(),
      );
    });
    await routes(app, deps);
  };
}

/** The session of a route inside a `memberOnly` context. */
export function requestSession(request: FastifyRequest): SessionOf {
  if (!request.session) throw new Error('Not a memberOnly route: no session');
  return request.session;
}
