import {
  STAFF_PENDING_COOKIE,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_COOKIE,
  type StaffSelf,
} from '@tessera/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../core/db/database';
import { staffOrThrow, staffPermissions, toStaffMember, type StaffRow } from '../members/members';
import { setOpsCookie } from './cookies';
import { ABSOLUTE_MS, createSession } from './sessions';

/** The signed-in caller as the console reads it: who, what they may do, the CSRF token. */
export async function selfOf(
  db: Db,
  staffId: number,
  session: { csrfToken: string; createdAt: Date },
): Promise<StaffSelf> {
  const member = await staffOrThrow(db, staffId);
  return {
    staff: toStaffMember(member),
    permissions: staffPermissions(member),
    csrfToken: session.csrfToken,
    expiresAt: new Date(session.createdAt.getTime() + ABSOLUTE_MS).toISOString(),
  };
}

/**
 * The end of every way in (the code step, a passkey): a new session, its cookie in place of the
 * pending one, and the trail naming who signed in (the call itself is public).
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  member: StaffRow,
  at: Date,
): Promise<StaffSelf> {
  const session = await createSession(
    db,
    member.id,
    { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') },
    at,
  );
  setOpsCookie(reply, STAFF_PENDING_COOKIE, '', 0);
  setOpsCookie(reply, STAFF_SESSION_COOKIE, session.token, STAFF_SESSION_ABSOLUTE_HOURS * 3600);
  request.auditActor = { kind: 'staff', id: String(member.id), name: `staff:${member.email}` };
  return selfOf(db, member.id, session);
}
