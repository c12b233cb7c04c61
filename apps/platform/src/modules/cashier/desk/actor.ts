import type { AuditActor } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../core/http/api-error';
import { OPERATOR_TOKEN_ACTOR } from '../../audit';

/** Who makes this operator request: the actor the ops guard admitted (never null past it). */
export function actorOf(request: FastifyRequest): AuditActor {
  if (!request.auditActor) throw new ApiError(401, 'UNAUTHORIZED', 'No operator is signed in');
  return request.auditActor;
}

/** Whether two actors are the same person (or key): kind and id, not the display name. */
export const sameActor = (a: Pick<AuditActor, 'kind' | 'id'>, b: Pick<AuditActor, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id;

/** The bootstrap operator, for callers outside a request (seeds, scripts). */
export const BOOTSTRAP_ACTOR = OPERATOR_TOKEN_ACTOR;
