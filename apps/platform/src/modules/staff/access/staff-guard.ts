import { createHash, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_PREFIX,
  CSRF_HEADER,
  PERMISSIONS,
  STAFF_SESSION_COOKIE,
  type OpsAccess,
  type Permission,
} from '@tessera/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { bearerToken } from '../../../core/http/bearer';
import type { TypedApp } from '../../../core/http/typed-app';
import { limitPerWindow } from '../../accounts';
import { OPERATOR_TOKEN_ACTOR } from '../../audit';
import { findStaff, scopeOfRow, staffPermissions } from '../members/members';
import { liveKey } from '../keys/keys';
import { permissionsOfRole } from '../roles/roles';
import { cookieOf } from '../session/cookies';
import { liveSession } from '../session/sessions';
import { ALL_MERCHANTS, inScope, scopeBoth, type OpsCaller } from './caller';
import { ipAllowed } from './ip-allow';

// The route config's `permission` (an OpsAccess) is declared in operator/permissions.ts.

const CATALOGUE = Object.keys(PERMISSIONS) as Permission[];
const ALL_PERMISSIONS: ReadonlySet<Permission> = new Set(CATALOGUE);

/** Whether an /ops route's declaration is one the guard knows. */
export const isOpsAccess = (value: unknown): value is OpsAccess =>
  value === 'self' ||
  value === 'public' ||
  (typeof value === 'string' && Object.hasOwn(PERMISSIONS, value));

/** What the guard needs: the database, the clock, the bootstrap token, the refusal counter. */
export interface OpsGuardDeps {
  db: Db;
  now: () => Date;
  /** OPERATOR_TOKEN: the key of the bootstrap service account (owner, every merchant). */
  token: string;
  /** Counts a refused caller per IP; throws 429 RATE_LIMITED past the limit. */
  countRefusal: (ip: string) => Promise<void>;
  /**
   * The merchant of a record an id-only route acts on, by the route's path prefix
   * (`/ops/withdrawals/:id` → the withdrawal's merchant; null: no such record). Given by the
   * composition root, from the owner modules, so the guard imports none of them.
   */
  recordMerchants?: Readonly<Record<string, RecordMerchant>>;
}

/** Looks up the merchant of the record `id` names; null when there is no such record. */
export type RecordMerchant = (db: Db, id: number) => Promise<string | null>;

/** Counts refusals per IP in the database, `perMinute` at most. */
export const refusalsPerIp =
  (db: Db, now: () => Date, perMinute: number) =>
  (ip: string): Promise<void> =>
    limitPerWindow(db, `ops-refused:${ip}`, perMinute, 60, now());

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const forbidden = (code: 'FORBIDDEN' | 'IP_NOT_ALLOWED' | 'CSRF_INVALID', message: string) =>
  new ApiError(403, code, message);

/**
 * Resolves the caller of an /ops request: `Authorization: Bearer` with OPERATOR_TOKEN (the
 * bootstrap service account) or an API key (`tsk_…`), else the staff session cookie, whose
 * unsafe calls must carry the session's CSRF token. Null when no credential is valid.
 */
async function resolveCaller(
  request: FastifyRequest,
  { db, now, token }: Pick<OpsGuardDeps, 'db' | 'now' | 'token'>,
  expected: Buffer,
): Promise<OpsCaller | null> {
  const bearer = bearerToken(request);
  if (request.headers.authorization !== undefined) {
    // Always compare, even without a token, so a missing one costs the same as a wrong one.
    const isToken = timingSafeEqual(digest(bearer ?? ''), expected) && bearer !== null;
    if (isToken && token.length > 0)
      return {
        actor: OPERATOR_TOKEN_ACTOR,
        permissions: ALL_PERMISSIONS,
        merchants: ALL_MERCHANTS,
        staffId: null,
        session: null,
      };
    if (!bearer?.startsWith(API_KEY_PREFIX)) return null;
    const key = await liveKey(db, bearer, now());
    if (!key) return null;
    let permissions = permissionsOfRole(key.role);
    let merchants = key.merchants;
    if (key.ownerStaffId !== null) {
      const owner = await findStaff(db, key.ownerStaffId);
      if (!owner || owner.status !== 'active') return null;
      if (!ipAllowed(owner.ip_allow_list, request.ip))
        throw forbidden('IP_NOT_ALLOWED', 'Not allowed from this IP address');
      // A staff member's key acts at most as its owner may today.
      const held = new Set(staffPermissions(owner));
      permissions = permissions.filter((p) => held.has(p));
      merchants = scopeBoth(merchants, scopeOfRow(owner));
    }
    return {
      actor: { kind: 'key', id: String(key.id), name: `key:${key.name}` },
      permissions: new Set(permissions),
      merchants,
      staffId: key.ownerStaffId,
      session: null,
    };
  }
  const cookie = cookieOf(request, STAFF_SESSION_COOKIE);
  if (!cookie) return null;
  const session = await liveSession(db, cookie, now());
  if (!session) return null;
  const member = await findStaff(db, session.staffId);
  if (!member || member.status !== 'active') return null;
  if (!ipAllowed(member.ip_allow_list, request.ip))
    throw forbidden('IP_NOT_ALLOWED', 'Not allowed from this IP address');
  if (!SAFE_METHODS.has(request.method)) {
    const sent = request.headers[CSRF_HEADER];
    const right =
      typeof sent === 'string' && timingSafeEqual(digest(sent), digest(session.csrfToken));
    if (!right) throw forbidden('CSRF_INVALID', 'CSRF token missing or wrong');
  }
  return {
    actor: { kind: 'staff', id: String(member.id), name: `staff:${member.email}` },
    permissions: new Set(staffPermissions(member)),
    merchants: scopeOfRow(member),
    staffId: member.id,
    session: { id: session.id, csrfToken: session.csrfToken, createdAt: session.createdAt },
  };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/** The merchant a call names: the audit trail's rule (`:code`, `merchant`, `merchantCode`). */
function merchantNamed(request: FastifyRequest): string | null {
  const params = asRecord(request.params);
  const query = asRecord(request.query);
  const body = asRecord(request.body);
  return (
    text(params.code) ??
    text(query.merchant) ??
    text(query.merchantCode) ??
    text(body.merchant) ??
    text(body.merchantCode)
  );
}

/**
 * The merchant of the record an id-only call names (`:id` under a known prefix), or null: no
 * lookup for the route, or no such record (the route then answers its own 404 to an unlimited
 * caller; a limited one is refused first, learning nothing about other merchants' ids).
 */
async function merchantOfRecord(
  request: FastifyRequest,
  { db, recordMerchants = {} }: Pick<OpsGuardDeps, 'db' | 'recordMerchants'>,
): Promise<string | null> {
  const id = Number(asRecord(request.params).id);
  const url = request.routeOptions.url ?? '';
  if (!Number.isSafeInteger(id)) return null;
  const lookup = Object.entries(recordMerchants).find(
    ([path]) => url === path || url.startsWith(`${path}/`),
  )?.[1];
  return lookup ? lookup(db, id) : null;
}

/** Permissions over the staff themselves, which belong to no merchant. */
const STAFF_AREA = new Set<OpsAccess>([
  'staff.read',
  'staff.manage',
  'roles.manage',
  'keys.manage',
]);

/**
 * Guards one encapsulated context of /ops routes. Before the body is read, each request's
 * caller is resolved (`resolveCaller`) and held against its route's declaration: `public` passes
 * without a caller, `self` takes any caller, a permission must be held by the caller's role (403
 * FORBIDDEN); no valid credential is 401 UNAUTHORIZED, counted per IP (429 past the limit). Once
 * the input is validated, a caller limited to some merchants is refused a call naming another
 * (403 MERCHANT_NOT_ALLOWED) or naming none (403 MERCHANT_REQUIRED), staff administration aside;
 * a call naming a member, withdrawal, deposit or held adjustment by id only is held to that
 * record's merchant (`recordMerchants`). Each route registered
 * after this call must declare a catalogue permission, `self` or `public`, or the app refuses to
 * start. Call it before registering the routes.
 */
export function guardOps(app: TypedApp, deps: OpsGuardDeps): void {
  const expected = digest(deps.token);
  app.decorateRequest('opsCaller', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config?.permission;
    if (access === 'public') return;
    const caller = await resolveCaller(request, deps, expected);
    if (!caller) {
      // Past the IP's limit this throws 429 RATE_LIMITED instead of the 401 below.
      await deps.countRefusal(request.ip);
      reply.header('www-authenticate', 'Bearer realm="tessera-ops"');
      throw new ApiError(401, 'UNAUTHORIZED', 'Sign in, or send an operator token or API key');
    }
    request.auditActor = caller.actor;
    request.opsCaller = caller;
    if (access !== undefined && access !== 'self' && !caller.permissions.has(access))
      throw forbidden('FORBIDDEN', `This needs the permission ${access}`);
  });
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const caller = request.opsCaller;
    const access = request.routeOptions.config?.permission;
    if (!caller || caller.merchants.all || access === undefined) return;
    if (access === 'self' || access === 'public' || STAFF_AREA.has(access)) return;
    const merchant = merchantNamed(request) ?? (await merchantOfRecord(request, deps));
    if (merchant === null)
      throw new ApiError(403, 'MERCHANT_REQUIRED', 'Name the merchant: you act for some only');
    if (!inScope(caller.merchants, merchant))
      throw new ApiError(403, 'MERCHANT_NOT_ALLOWED', `You do not act for ${merchant}`);
  });
  app.addHook('onRoute', (route) => {
    const permission: unknown = route.config?.permission;
    if (!isOpsAccess(permission))
      throw new Error(
        `${route.method} ${route.url} declares no permission from operator/permissions.ts` +
          (permission === undefined ? '' : ` (got "${String(permission)}")`),
      );
  });
}
