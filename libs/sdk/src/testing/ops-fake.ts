import {
  BUILT_IN_ROLES,
  CSRF_HEADER,
  OPS_ROUTE_TABLE,
  PERMISSIONS,
  permissionsOfPatterns,
  type ApiKey,
  type AuditEntry,
  type AuditVerification,
  type BuiltInRole,
  type ErrorCode,
  type MerchantScope,
  type OpsRoute,
  type Permission,
  type StaffMember,
  type StaffRole,
  type StaffSelf,
  type StaffPasskey,
  type StaffSession,
} from '@tessera/contract';
import { envelopeReply, fakeFetch, type ScriptedReply, type SeenRequest } from './fake-fetch';
import { createDeskState, deskHandlers, type DeskState } from './ops-fake-desks';

// A fake /ops platform for the console's tests and stories: it routes every OPS_ROUTE_TABLE
// entry by its method and path, guards each as the platform does (session, CSRF token on unsafe
// calls, the entry's permission), and answers the staff, session and audit calls from in-memory
// state. Other entries answer 404 NOT_FOUND ("not faked yet").

/** The authenticator code the fake accepts (any other six digits: TOTP_INVALID). */
export const FAKE_TOTP_CODE = '123456';
/** The development owner the platform seeds (and the fake starts with). */
export const FAKE_OWNER = { email: 'owner@tessera.local', password: 'tessera-owner-dev' } as const;
const FAKE_SECRET = 'JBSWY3DPEHPK3PXP';
const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** An ops call by its table name: `staff.create`, `audit.verify`. */
export type OpsCallName = {
  [A in keyof typeof OPS_ROUTE_TABLE]: `${A}.${keyof (typeof OPS_ROUTE_TABLE)[A] & string}`;
}[keyof typeof OPS_ROUTE_TABLE];

interface FakeStaff {
  member: StaffMember;
  password: string;
  recoveryCodes: string[];
}

export interface OpsFakeOptions {
  /** Whether the owner has an authenticator enrolled already. @default false */
  ownerEnrolled?: boolean;
  /** Start signed in as this built-in role's member (the owner for 'owner'). */
  signedInAs?: BuiltInRole;
  /** Audit entries to start with (newest first). @default 3 per merchant of AURORA, LUMEN */
  auditEntries?: number;
  /** Further staff members to start with. @default 0 */
  extraStaff?: number;
}

export interface OpsFake {
  fetch: typeof fetch;
  seen: SeenRequest[];
  /** The next `times` calls of `name` answer this failure instead (the client retries a GET once). */
  failNext(name: OpsCallName, status: number, code: ErrorCode, times?: number): void;
  /** The next call of `name` waits until the returned function is called. */
  holdNext(name: OpsCallName): () => void;
  /** Breaks the audit chain at this entry (verify reports it). */
  tamper(entryId: string): void;
  /** Ends the current session (the next call answers 401). */
  endSession(): void;
  readonly staff: StaffMember[];
  readonly audit: AuditEntry[];
  /** The money, player and documents desks' in-memory state. */
  readonly desks: DeskState;
  /** Starts a session as another member holding this built-in role (a second pair of eyes). */
  signInAs(role: BuiltInRole): void;
}

interface Compiled {
  name: OpsCallName;
  route: OpsRoute;
  pattern: RegExp;
  params: string[];
}

const COMPILED: Compiled[] = Object.entries(OPS_ROUTE_TABLE).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, OpsRoute>).map(([call, route]) => {
    const params: string[] = [];
    const source = route.path.replace(/:([A-Za-z]+)/g, (_, param: string) => {
      params.push(param);
      return '([^/]+)';
    });
    return {
      name: `${area}.${call}` as OpsCallName,
      route,
      pattern: new RegExp(`^${source}$`),
      params,
    };
  }),
);

/** The table entry a request names, with its path parameters (most literal path first). */
function match(method: string, path: string) {
  const candidates = COMPILED.filter((entry) => entry.route.method === method)
    .map((entry) => ({ entry, found: entry.pattern.exec(path) }))
    .filter(({ found }) => found !== null)
    .sort((a, b) => a.entry.params.length - b.entry.params.length);
  const first = candidates[0];
  if (!first?.found) return null;
  const params = Object.fromEntries(
    first.entry.params.map((name, i) => [name, decodeURIComponent(first.found?.[i + 1] ?? '')]),
  );
  return { ...first.entry, params };
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
  ) {
    super(code);
  }
}

const ok = (value: unknown, status = 200): ScriptedReply => envelopeReply(status, 'OK', value);
const refuse = (status: number, code: ErrorCode): never => {
  throw new Refusal(status, code);
};

const at = (minutesAgo: number) =>
  new Date(Date.UTC(2026, 10, 29, 12, 0) - minutesAgo * 60_000).toISOString();

function builtInRoles(): StaffRole[] {
  return (Object.keys(BUILT_IN_ROLES) as BuiltInRole[]).map((key, i) => ({
    id: i + 1,
    key,
    name: key,
    permissions: permissionsOfPatterns(BUILT_IN_ROLES[key], PERMISSION_NAMES),
    holders: 0,
  }));
}

function auditEntry(n: number, merchantCode: string | null): AuditEntry {
  const actions = [
    'staff.create',
    'cashier.decideWithdrawal',
    'staffSession.signIn',
    'audit.verify',
  ];
  const refused = n % 5 === 4;
  return {
    id: String(1000 + n),
    merchantCode,
    at: at(n * 7),
    actor: { kind: 'staff', id: '1', name: 'staff:owner@tessera.local' },
    action: actions[n % actions.length] ?? 'audit.verify',
    subject: { id: n },
    // A decision's record as it was and the body that changed it: one field kept, one changed,
    // one nested, one secret (redacted on both sides, as the platform stores it).
    before:
      n % 2
        ? {
            status: 'pending',
            amount: 125000,
            limits: { daily: 500, weekly: 2000 },
            password: '[redacted]',
          }
        : null,
    after:
      n % 2
        ? { status: 'approved', amount: 125000, limits: { daily: 300 }, password: '[redacted]' }
        : null,
    reason: n % 3 === 0 ? 'Checked with finance' : null,
    ip: '203.0.113.7',
    requestId: `req-${n}`,
    outcome: refused ? 'refused' : 'done',
    status: refused ? 403 : 200,
    prevHash: n === 0 ? null : `hash-${n - 1}`,
    hash: `hash-${n}`,
  };
}

/** A fake /ops platform holding staff, roles, keys, sessions and the audit trail in memory. */
export function createOpsFake(options: OpsFakeOptions = {}): OpsFake {
  const roles = builtInRoles();
  const roleRef = (role: StaffRole) => ({ id: role.id, key: role.key, name: role.name });
  const roleOf = (key: BuiltInRole) => roles.find((role) => role.key === key) as StaffRole;
  let nextStaffId = 1;
  const staff: FakeStaff[] = [];
  const addStaff = (
    name: string,
    email: string,
    role: StaffRole,
    merchants: MerchantScope,
    password: string,
  ) => {
    const member: StaffMember = {
      id: nextStaffId++,
      name,
      email,
      role: roleRef(role),
      merchants,
      status: 'active',
      totpEnrolled: false,
      ipAllowList: [],
      createdAt: at(60 * 24 * 30 - nextStaffId),
      lastSignInAt: null,
    };
    role.holders += 1;
    staff.push({ member, password, recoveryCodes: [] });
    return staff[staff.length - 1] as FakeStaff;
  };
  const owner = addStaff(
    'Owner',
    FAKE_OWNER.email,
    roleOf('owner'),
    { all: true, codes: [] },
    FAKE_OWNER.password,
  );
  owner.member.totpEnrolled = options.ownerEnrolled ?? false;
  for (let i = 0; i < (options.extraStaff ?? 0); i++)
    addStaff(
      `Member ${i + 1}`,
      `member${i + 1}@tessera.local`,
      roleOf(i % 2 ? 'support' : 'finance'),
      { all: false, codes: ['AURORA'] },
      'member-password-1',
    );

  const keys: ApiKey[] = [];
  const audit: AuditEntry[] = [];
  const count = options.auditEntries ?? 6;
  for (let n = count - 1; n >= 0; n--) audit.push(auditEntry(n, n % 2 ? 'LUMEN' : 'AURORA'));
  let broken: string | null = null;

  let pending: FakeStaff | null = null;
  let session: { staff: FakeStaff; csrf: string; id: string } | null = null;
  const sessions: StaffSession[] = [];
  // The signed-in member's passkeys (the fake keeps one list: one member at a time).
  const passkeys: StaffPasskey[] = [
    { id: 1, name: 'Office laptop', createdAt: at(60 * 24 * 3), lastUsedAt: at(90) },
  ];
  let sessionCount = 0;
  const startSession = (who: FakeStaff) => {
    sessionCount += 1;
    session = { staff: who, csrf: `csrf-${sessionCount}`, id: `s${sessionCount}` };
    who.member.lastSignInAt = at(0);
    sessions.splice(
      0,
      sessions.length,
      {
        id: session.id,
        createdAt: at(0),
        lastSeenAt: at(0),
        idleExpiresAt: at(-30),
        expiresAt: at(-720),
        ip: '127.0.0.1',
        userAgent: 'Console test browser',
        current: true,
      },
      {
        id: 'other-1',
        createdAt: at(300),
        lastSeenAt: at(20),
        idleExpiresAt: at(-10),
        expiresAt: at(-400),
        ip: '198.51.100.4',
        userAgent: 'Firefox on Linux',
        current: false,
      },
    );
  };
  if (options.signedInAs) {
    const who =
      options.signedInAs === 'owner'
        ? owner
        : addStaff(
            `${options.signedInAs} member`,
            `${options.signedInAs}@tessera.local`,
            roleOf(options.signedInAs),
            { all: false, codes: ['AURORA', 'LUMEN'] },
            'member-password-1',
          );
    who.member.totpEnrolled = true;
    startSession(who);
  }
  const selfOf = (who: FakeStaff): StaffSelf => ({
    staff: who.member,
    permissions: roles.find((role) => role.id === who.member.role.id)?.permissions ?? [],
    csrfToken: session?.csrf ?? '',
    expiresAt: at(-720),
  });

  const desks = createDeskState();
  const failures = new Map<OpsCallName, { status: number; code: ErrorCode; times: number }>();
  const holds = new Map<OpsCallName, Promise<void>>();

  const findStaff = (id: number) =>
    staff.find((s) => s.member.id === id) ?? refuse(404, 'STAFF_UNKNOWN');
  const findRole = (id: number) =>
    roles.find((role) => role.id === id) ?? refuse(400, 'ROLE_UNKNOWN');

  type Handler = (input: {
    params: Record<string, string>;
    query: URLSearchParams;
    // The request bodies of many calls, read as each handler's call sends it.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: any;
  }) => ScriptedReply;
  const handlers: Partial<Record<OpsCallName, Handler>> = {
    'staffSession.signIn': ({ body }) => {
      const who = staff.find((s) => s.member.email === body.email && s.password === body.password);
      if (!who || who.member.status !== 'active') refuse(401, 'STAFF_SIGN_IN_FAILED');
      pending = who as FakeStaff;
      return ok(
        pending.member.totpEnrolled
          ? { next: 'code', enrolment: null }
          : {
              next: 'enrol',
              enrolment: {
                secret: FAKE_SECRET,
                uri: `otpauth://totp/Tessera:${pending.member.email}?secret=${FAKE_SECRET}&issuer=Tessera`,
              },
            },
      );
    },
    'staffSession.code': ({ body }) => {
      const who = pending ?? refuse(401, 'STAFF_SIGN_IN_EXPIRED');
      let recoveryCodes: string[] | null = null;
      if ('recoveryCode' in body) {
        const index = who.recoveryCodes.indexOf(body.recoveryCode);
        if (index < 0) refuse(401, 'TOTP_INVALID');
        who.recoveryCodes.splice(index, 1);
      } else if (body.code !== FAKE_TOTP_CODE) refuse(401, 'TOTP_INVALID');
      if (!who.member.totpEnrolled) {
        who.member.totpEnrolled = true;
        who.recoveryCodes = Array.from({ length: 10 }, (_, i) => `rc${i}-abcd-efgh`);
        recoveryCodes = [...who.recoveryCodes];
      }
      pending = null;
      startSession(who);
      return ok({ self: selfOf(who), recoveryCodes });
    },
    'staffSession.self': () => ok(selfOf((session as NonNullable<typeof session>).staff)),
    'staffSession.signOut': () => {
      session = null;
      return ok(null);
    },
    'staffSession.sessions': () => ok({ items: sessions }),
    'staffSession.endSession': ({ params }) => {
      const index = sessions.findIndex((s) => s.id === params.id);
      if (index < 0) refuse(404, 'NOT_FOUND');
      sessions.splice(index, 1);
      return ok(null);
    },
    'staffSession.changePassword': ({ body }) => {
      const who = (session as NonNullable<typeof session>).staff;
      if (who.password !== body.current) refuse(400, 'OLD_PASSWORD_WRONG');
      who.password = body.next;
      return ok(null);
    },
    'staffSession.passkeys': () => ok({ items: passkeys }),
    'staffSession.passkeyOptions': () =>
      ok({ challenge: 'fake-challenge', rp: { id: 'localhost', name: 'Tessera console' } }),
    'staffSession.addPasskey': ({ body }) => {
      const passkey = {
        id: passkeys.length + 100,
        name: body.name,
        createdAt: at(0),
        lastUsedAt: null,
      };
      passkeys.unshift(passkey);
      return ok(passkey, 201);
    },
    'staffSession.removePasskey': ({ params }) => {
      const index = passkeys.findIndex((p) => p.id === Number(params.id));
      if (index < 0) refuse(404, 'NOT_FOUND');
      passkeys.splice(index, 1);
      return ok(null);
    },
    'staffSession.passkeySignInOptions': () =>
      ok({ challenge: 'fake-challenge', rpId: 'localhost', userVerification: 'required' }),
    // The fake takes any answer as the owner's passkey.
    'staffSession.passkeySignIn': () => {
      startSession(owner);
      return ok({ self: selfOf(owner), recoveryCodes: null });
    },
    'staffSession.permissions': () =>
      ok({ items: PERMISSION_NAMES.map((name) => ({ name, description: PERMISSIONS[name] })) }),
    'staff.list': ({ query }) => {
      const q = query.get('q')?.toLowerCase();
      const all = staff
        .map((s) => s.member)
        .filter((m) => !q || m.name.toLowerCase().includes(q) || m.email.includes(q))
        .sort((a, b) => b.id - a.id);
      return ok(pageOf(all, query, (m) => m.id));
    },
    'staff.create': ({ body }) => {
      if (staff.some((s) => s.member.email === body.email)) refuse(409, 'STAFF_EMAIL_TAKEN');
      const role = findRole(body.roleId);
      const created = addStaff(
        body.name,
        body.email,
        role,
        body.merchants,
        `initial-${nextStaffId}-Xy7pQ2`,
      );
      created.member.ipAllowList = body.ipAllowList ?? [];
      record('staff.create', { email: body.email });
      return ok({ staff: created.member, initialPassword: created.password }, 201);
    },
    'staff.get': ({ params }) => ok(findStaff(Number(params.id)).member),
    'staff.update': ({ params, body }) => {
      const who = findStaff(Number(params.id));
      if (body.roleId !== undefined) who.member.role = roleRef(findRole(body.roleId));
      for (const field of ['name', 'merchants', 'ipAllowList', 'status'] as const)
        if (body[field] !== undefined) (who.member as Record<string, unknown>)[field] = body[field];
      record('staff.update', body);
      return ok(who.member);
    },
    'staff.reset': ({ params }) => {
      const who = findStaff(Number(params.id));
      who.password = `reset-${who.member.id}-Qm4rT8zz`;
      who.member.totpEnrolled = false;
      return ok({ staff: who.member, initialPassword: who.password });
    },
    'staff.roles': () => ok({ items: roles }),
    'staff.createRole': ({ body }) => {
      const role: StaffRole = {
        id: roles.length + 1,
        key: null,
        name: body.name,
        permissions: body.permissions,
        holders: 0,
      };
      roles.push(role);
      return ok(role, 201);
    },
    'staff.updateRole': ({ params, body }) => {
      const role = findRole(Number(params.id));
      if (role.key) refuse(409, 'ROLE_LOCKED');
      Object.assign(role, { name: body.name, permissions: body.permissions });
      return ok(role);
    },
    'staff.deleteRole': ({ params }) => {
      const role = findRole(Number(params.id));
      if (role.key) refuse(409, 'ROLE_LOCKED');
      if (role.holders > 0) refuse(409, 'ROLE_IN_USE');
      roles.splice(roles.indexOf(role), 1);
      return ok(null);
    },
    'staff.keys': () => ok({ items: keys }),
    'staff.createKey': ({ body }) => {
      const expires = Date.parse(body.expiresAt);
      if (!(expires > Date.now()) || expires > Date.now() + 366 * 86_400_000)
        refuse(400, 'KEY_EXPIRY_INVALID');
      const role = findRole(body.roleId);
      const owner =
        body.owner.kind === 'staff'
          ? `staff:${findStaff(body.owner.staffId).member.email}`
          : `service:${body.owner.name}`;
      const secret = `tsk_fake${keys.length + 1}secretvalue`;
      const key: ApiKey = {
        id: keys.length + 1,
        name: body.name,
        owner,
        role: roleRef(role),
        merchants: body.merchants,
        prefix: secret.slice(0, 8),
        createdAt: at(0),
        expiresAt: body.expiresAt,
        lastUsedAt: null,
        revokedAt: null,
      };
      keys.unshift(key);
      return ok({ key, secret }, 201);
    },
    'staff.revokeKey': ({ params }) => {
      const key = keys.find((k) => k.id === Number(params.id)) ?? refuse(404, 'NOT_FOUND');
      key.revokedAt = at(0);
      return ok(key);
    },
    'audit.list': ({ query }) => {
      const rows = audit.filter(
        (entry) =>
          (!query.get('merchant') ||
            entry.merchantCode ===
              (query.get('merchant') === '-' ? null : query.get('merchant'))) &&
          (!query.get('actor') ||
            entry.actor.id === query.get('actor') ||
            entry.actor.name === query.get('actor')) &&
          (!query.get('action') || entry.action === query.get('action')) &&
          (!query.get('outcome') || entry.outcome === query.get('outcome')) &&
          (!query.get('from') || entry.at >= (query.get('from') as string)) &&
          (!query.get('to') || entry.at <= (query.get('to') as string)),
      );
      return ok(pageOf(rows, query, (entry) => Number(entry.id)));
    },
    'audit.verify': () => {
      const chains = new Set(audit.map((entry) => entry.merchantCode)).size;
      const entry = broken ? audit.find((e) => e.id === broken) : undefined;
      const verification: AuditVerification = entry
        ? {
            ok: false,
            chains,
            entries: audit.length,
            broken: {
              id: entry.id,
              merchantCode: entry.merchantCode,
              field: 'hash',
              expected: entry.hash,
              stored: `${entry.hash}-tampered`,
            },
          }
        : { ok: true, chains, entries: audit.length, broken: null };
      return ok(verification);
    },
    // The desks of issue 29 (money, players, documents).
    ...deskHandlers(desks, {
      actor: () => {
        const who = (session as NonNullable<typeof session>).staff.member;
        return { kind: 'staff', id: String(who.id), name: `staff:${who.email}` };
      },
      refuse,
    }),
  };

  let auditCount = 0;
  function record(action: string, after: unknown) {
    auditCount += 1;
    const id = String(5000 + auditCount);
    audit.unshift({
      ...auditEntry(auditCount, null),
      id,
      at: new Date().toISOString(),
      action,
      after,
      prevHash: audit[0]?.hash ?? null,
      hash: `hash-new-${auditCount}`,
      outcome: 'done',
      status: 200,
    });
  }

  const { fetch, seen } = fakeFetch(async (request) => {
    const found = match(request.method, request.path);
    if (!found) return envelopeReply(404, 'NOT_FOUND', null);
    const hold = holds.get(found.name);
    if (hold) {
      holds.delete(found.name);
      await hold;
    }
    const failure = failures.get(found.name);
    if (failure) {
      if (--failure.times <= 0) failures.delete(found.name);
      return envelopeReply(failure.status, failure.code, null);
    }
    try {
      guard(found.route, request);
      const handler = handlers[found.name] ?? refuse(404, 'NOT_FOUND');
      return handler({
        params: found.params,
        query: request.query,
        body: request.body ? JSON.parse(request.body) : undefined,
      });
    } catch (error) {
      if (error instanceof Refusal) return envelopeReply(error.status, error.code, null);
      throw error;
    }
  });

  function guard(route: OpsRoute, request: SeenRequest) {
    if (route.permission === 'public') return;
    if (!session) refuse(401, 'UNAUTHORIZED');
    const current = session as NonNullable<typeof session>;
    if (request.method !== 'GET' && request.headers[CSRF_HEADER] !== current.csrf)
      refuse(403, 'CSRF_INVALID');
    if (route.permission === 'self') return;
    if (!selfOf(current.staff).permissions.includes(route.permission)) refuse(403, 'FORBIDDEN');
  }

  return {
    fetch,
    seen,
    failNext: (name, status, code, times = 1) => void failures.set(name, { status, code, times }),
    holdNext(name) {
      let release = () => {};
      holds.set(name, new Promise<void>((done) => (release = done)));
      return release;
    },
    tamper: (id) => void (broken = id),
    endSession: () => void (session = null),
    get staff() {
      return staff.map((s) => s.member);
    },
    audit,
    desks,
    signInAs(role) {
      const n = staff.length + 1;
      const who = addStaff(
        `${role} member ${n}`,
        `${role}${n}@tessera.local`,
        roleOf(role),
        { all: false, codes: ['AURORA', 'LUMEN'] },
        'member-password-1',
      );
      who.member.totpEnrolled = true;
      // The console keeps its CSRF token: the new member acts in the same browser tab.
      const csrf = (session as { csrf: string } | null)?.csrf;
      startSession(who);
      if (csrf && session) (session as { csrf: string }).csrf = csrf;
    },
  };
}

/** A newest-first page by numeric id: `cursor` is the last id of the previous page. */
function pageOf<T>(rows: T[], query: URLSearchParams, idOf: (row: T) => number) {
  const limit = Number(query.get('limit') ?? 50);
  const cursor = query.get('cursor');
  const after = cursor ? rows.filter((row) => idOf(row) < Number(cursor)) : rows;
  const items = after.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: after.length > limit && last ? String(idOf(last)) : null };
}
