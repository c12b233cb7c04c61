import { STAFF_OPS_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import type { OpsCaller } from '../access/caller';
import { createKey, listKeys, revokeKey } from '../keys/keys';
import { createRole, deleteRole, listRoles, updateRole } from '../roles/roles';
import {
  createStaff,
  listStaff,
  resetStaff,
  staffOrThrow,
  toStaffMember,
  updateStaff,
} from './members';

const tags = ['staff'];

const callerOf = (request: FastifyRequest): OpsCaller => {
  if (!request.opsCaller) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first');
  return request.opsCaller;
};

/** Staff members, roles and API keys (permissions staff.read, staff.manage, roles.manage, keys.manage). */
export async function staffOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  const C = STAFF_OPS_CALLS;
  // What the audit trail's before shows: the member, role or key as listed (never a secret).
  const memberBefore = async (request: FastifyRequest, id: number) =>
    noteAuditBefore(request, toStaffMember(await staffOrThrow(db, id)));
  const roleBefore = async (request: FastifyRequest, id: number) =>
    noteAuditBefore(request, (await listRoles(db)).find((role) => role.id === id) ?? null);
  const keyBefore = async (request: FastifyRequest, id: number) =>
    noteAuditBefore(request, (await listKeys(db)).find((key) => key.id === id) ?? null);
  routeFor(app, C.list, async (request) => ok(await listStaff(db, request.query)), { tags });
  routeFor(
    app,
    C.create,
    async (request, reply) =>
      reply.code(201).send(ok(await createStaff(db, callerOf(request), request.body, now()))),
    { tags },
  );
  routeFor(
    app,
    C.get,
    async (request) => ok(toStaffMember(await staffOrThrow(db, request.params.id))),
    { tags },
  );
  routeFor(
    app,
    C.update,
    async (request) => {
      await memberBefore(request, request.params.id);
      return ok(await updateStaff(db, callerOf(request), request.params.id, request.body, now()));
    },
    { tags },
  );
  routeFor(
    app,
    C.reset,
    async (request) => {
      await memberBefore(request, request.params.id);
      return ok(await resetStaff(db, callerOf(request), request.params.id, now()));
    },
    { tags },
  );
  routeFor(app, C.roles, async () => ok({ items: await listRoles(db) }), { tags });
  routeFor(
    app,
    C.createRole,
    async (request, reply) => {
      const missing = request.body.permissions.filter((p) => !callerOf(request).permissions.has(p));
      if (missing.length > 0)
        throw new ApiError(403, 'FORBIDDEN', `You do not hold: ${missing.join(', ')}`);
      return reply.code(201).send(ok(await createRole(db, request.body)));
    },
    { tags },
  );
  routeFor(
    app,
    C.updateRole,
    async (request) => {
      const missing = request.body.permissions.filter((p) => !callerOf(request).permissions.has(p));
      if (missing.length > 0)
        throw new ApiError(403, 'FORBIDDEN', `You do not hold: ${missing.join(', ')}`);
      await roleBefore(request, request.params.id);
      return ok(await updateRole(db, request.params.id, request.body));
    },
    { tags },
  );
  routeFor(
    app,
    C.deleteRole,
    async (request) => {
      await roleBefore(request, request.params.id);
      await deleteRole(db, request.params.id);
      return ok(null);
    },
    { tags },
  );
  routeFor(app, C.keys, async () => ok({ items: await listKeys(db) }), { tags });
  routeFor(
    app,
    C.createKey,
    async (request, reply) =>
      reply.code(201).send(ok(await createKey(db, callerOf(request), request.body, now()))),
    { tags },
  );
  routeFor(
    app,
    C.revokeKey,
    async (request) => {
      await keyBefore(request, request.params.id);
      return ok(await revokeKey(db, request.params.id, now()));
    },
    { tags },
  );
}
