import {
  boundOpsRoutes,
  fillPath,
  PERMISSIONS,
  STAFF_OPS_PATHS as P,
  type NewApiKey,
  type Permission,
  type StaffRole,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffClient } from '../../testing/staff';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { isOpsAccess } from './index';

// Generated from the route table: for every /ops call that names a catalogue permission, a
// staff member whose role holds every permission but that one is refused 403 FORBIDDEN, and one
// whose role holds only that one is let through the guard (whatever the call then answers).
// Each member acts through an API key of their own (a key acts at most as its owner may).

const TOKEN = 'ops-token-for-permission-tests-0123456789';
const CATALOGUE = Object.keys(PERMISSIONS) as Permission[];
const ROUTES = boundOpsRoutes().map(([name, route]) => ({
  name,
  method: route.method,
  path: route.path,
  permission: 'permission' in route ? route.permission : undefined,
}));
const GUARDED = ROUTES.filter((r): r is typeof r & { permission: Permission } =>
  CATALOGUE.includes(r.permission as Permission),
);

/**
 * A URL of the route: `:code` a merchant, other parameters 1, or `id` when given (a staff
 * member's own record, which they may manage whatever their role: one holding only
 * staff.manage may not change the owner, which is the handler's rule, not the guard's).
 */
const urlOf = (path: string, id = 1) =>
  fillPath(
    path,
    Object.fromEntries(
      [...path.matchAll(/:([A-Za-z]+)/g)].map(([, n = '']) => [n, n === 'code' ? 'AURORA' : id]),
    ),
  );

describe('the permission of every /ops call, enforced', () => {
  let t: TestApp;
  let s: StaffClient;
  /** Per permission: the key of a member holding all but it, and of one holding only it. */
  const keys = new Map<Permission, { without: string; only: string; onlyId: number }>();

  beforeAll(async () => {
    t = await startTestApp('pglite-memory', undefined, {
      operatorToken: TOKEN,
      ipLimits: { opsRefusalsPerMinute: 1_000_000 },
    });
    s = new StaffClient(t.app, TOKEN, () => Date.now());
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const keyOf = async (label: string, permissions: Permission[]) => {
      const role = (await s.asToken('POST', P.roles, { name: label, permissions })).json<{
        value: StaffRole;
      }>().value;
      // Inserted directly: a password hash per member would only slow the test.
      const member = await t.db
        .insertInto('staff_member')
        .values({
          name: label,
          email: `${label}@perm.test`,
          password_hash: 'not-a-hash',
          role_id: role.id,
          merchants_all: true,
          merchant_codes: '[]',
          ip_allow_list: '[]',
          totp_secret: null,
          totp_enrolled_at: null,
          created_at: new Date(),
          last_sign_in_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await s.asToken('POST', P.keys, {
        name: label,
        owner: { kind: 'staff', staffId: member.id },
        roleId: role.id,
        merchants: { all: true, codes: [] },
        expiresAt,
      });
      return { secret: res.json<{ value: NewApiKey }>().value.secret, id: member.id };
    };
    for (const permission of new Set(GUARDED.map((r) => r.permission))) {
      const label = permission.replace('.', '-');
      const without = await keyOf(
        `without-${label}`,
        CATALOGUE.filter((p) => p !== permission),
      );
      const only = await keyOf(`only-${label}`, [permission]);
      keys.set(permission, { without: without.secret, only: only.secret, onlyId: only.id });
    }
  }, 240_000);
  afterAll(() => t?.close());

  const send = (method: string, path: string, authorization?: string, id?: number) =>
    t.app.inject({
      method: method as 'GET',
      url: urlOf(path, id),
      headers: authorization ? { authorization } : {},
      ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
    });

  it('declares who may make each call: a catalogue permission, self or public', () => {
    expect(ROUTES.length).toBeGreaterThan(80);
    expect(ROUTES.filter((r) => !isOpsAccess(r.permission)).map((r) => r.name)).toEqual([]);
    expect(GUARDED.length).toBeGreaterThan(70);
  });

  it.each(GUARDED.map((r) => [r.name, r] as const))(
    '%s refuses a member without its permission, and admits one with only it',
    async (_name, route) => {
      const key = keys.get(route.permission);
      const refused = await send(route.method, route.path, `Bearer ${key?.without}`);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
      const ownId = route.path.startsWith(P.staffById) ? key?.onlyId : undefined;
      const admitted = await send(route.method, route.path, `Bearer ${key?.only}`, ownId);
      expect([401, 403], `${admitted.statusCode} ${admitted.body}`).not.toContain(
        admitted.statusCode,
      );
    },
  );

  it.each(ROUTES.filter((r) => r.permission === 'self').map((r) => [r.name, r] as const))(
    '%s refuses a request with no caller',
    async (_name, route) => {
      const res = await send(route.method, route.path);
      expect([res.statusCode, res.json().code]).toEqual([401, 'UNAUTHORIZED']);
    },
  );

  it('refuses a signed-in member the same way as a key', async () => {
    const withdrawals = GUARDED.find((r) => r.permission === 'withdrawals.approve');
    expect(withdrawals).toBeDefined();
    const { initialPassword } = await s.createMember({
      email: 'no-approve@perm.test',
      roleId: (
        await s.asToken('POST', P.roles, {
          name: 'no-approve',
          permissions: CATALOGUE.filter((p) => p !== 'withdrawals.approve'),
        })
      ).json<{ value: StaffRole }>().value.id,
    });
    const session = await s.signIn('no-approve@perm.test', initialPassword);
    const res = await s.asStaff(session, 'POST', urlOf(withdrawals?.path ?? ''), {
      approve: true,
    });
    expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
  });
});
