import type { AuditActor } from '@tessera/contract';

/** Whether two actors are the same person (or key): kind and id, not the display name. */
export const sameActor = (a: Pick<AuditActor, 'kind' | 'id'>, b: Pick<AuditActor, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id;
