import type { AuditActor } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/api-error';

/** The bootstrap service account: whoever holds the shared OPERATOR_TOKEN. */
export const OPERATOR_TOKEN_ACTOR: AuditActor = {
  kind: 'service',
  id: 'operator-token',
  name: 'service:operator-token',
};

/** A caller the guard did not admit (no token, or a wrong one). */
export const UNKNOWN_ACTOR: AuditActor = { kind: 'unknown', id: '', name: 'unknown' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the ops guard admitted (set by its onRequest hook); null until then. */
    auditActor: AuditActor | null;
  }
}

/** Who makes this operator request: the actor the ops guard admitted (never null past it). */
export function actorOf(request: FastifyRequest): AuditActor {
  if (!request.auditActor) throw new ApiError(401, 'UNAUTHORIZED', 'No operator is signed in');
  return request.auditActor;
}
