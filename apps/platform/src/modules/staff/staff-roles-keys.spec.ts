import {
  BUILT_IN_ROLE_KEYS,
  STAFF_OPS_PATHS as P,
  PERMISSIONS,
  type ApiKey,
  type ApiKeys,
  type AuditPage,
  type NewApiKey,
  type Permission,
  type StaffRole,
  type StaffRoles,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/requests';
import { StaffClient } from '../../testing/staff';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const TOKEN = 'ops-token-for-staff-role-tests-0123456789';
const DAY = 86_400_000;

describe.each(testDbKinds())('staff roles and API keys on %s', (kind) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-30T08:00:00Z');
  let s: StaffClient;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      operatorToken: TOKEN,
      now: () => new Date(clock),
      ipLimits: { opsRefusalsPerMinute: 1_000 },
    });
    s = new StaffClient(t.app, TOKEN, () => clock);
  }, 120_000);
  afterAll(() => t?.close());

  const roles = async () => valueOf<StaffRoles>(await s.asToken('GET', P.roles)).items;
  const byKey = async (key: string) => (await roles()).find((r) => r.key === key) as StaffRole;
  const newRole = async (name: string, permissions: Permission[]) =>
    (await s.asToken('POST', P.roles, { name, permissions })).json<{ value: StaffRole }>().value;
  const newKey = async (body: object, authorization?: string) =>
    s.asToken(
      'POST',
      P.keys,
      {
        name: 'nightly-export',
        owner: { kind: 'service', name: 'exporter' },
        roleId: (await byKey('auditor')).id,
        merchants: { all: true, codes: [] },
        expiresAt: new Date(clock + 30 * DAY).toISOString(),
        ...body,
      },
      authorization,
    );

  it('lists the built-in roles, expanded against the catalogue', async () => {
    const list = await roles();
    expect(list.slice(0, BUILT_IN_ROLE_KEYS.length).map((r) => r.key)).toEqual(BUILT_IN_ROLE_KEYS);
    const all = Object.keys(PERMISSIONS);
    expect((await byKey('owner')).permissions).toEqual(all);
    const admin = (await byKey('admin')).permissions;
    expect(admin).not.toContain('roles.manage');
    expect(admin).toContain('staff.manage');
    const finance = (await byKey('finance')).permissions;
    expect(finance).toEqual(
      expect.arrayContaining(all.filter((p) => p.startsWith('withdrawals.'))),
    );
    expect(finance).not.toContain('staff.read');
    expect((await byKey('support')).permissions).not.toContain('players.block');
  });

  it('creates, renames and deletes a custom role; built-in ones are locked', async () => {
    const role = await newRole('Night desk', ['withdrawals.read', 'deposits.read']);
    expect(role).toMatchObject({ key: null, name: 'Night desk', holders: 0 });
    expect(role.permissions).toEqual(['deposits.read', 'withdrawals.read']);
    const changed = await s.asToken('PUT', P.roleById.replace(':id', String(role.id)), {
      name: 'Night finance',
      permissions: ['withdrawals.read'],
    });
    expect(valueOf<StaffRole>(changed)).toMatchObject({
      name: 'Night finance',
      permissions: ['withdrawals.read'],
    });
    const owner = await byKey('owner');
    const locked = await s.asToken('PUT', P.roleById.replace(':id', String(owner.id)), {
      name: 'Mine',
      permissions: ['audit.read'],
    });
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'ROLE_LOCKED']);
    const lockedDelete = await s.asToken('DELETE', P.roleById.replace(':id', String(owner.id)));
    expect([lockedDelete.statusCode, lockedDelete.json().code]).toEqual([409, 'ROLE_LOCKED']);
    const unknown = await s.asToken('DELETE', P.roleById.replace(':id', '999999'));
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'ROLE_UNKNOWN']);
    const unknownPermission = await s.asToken('POST', P.roles, {
      name: 'x',
      permissions: ['deposits.steal'],
    });
    expect(unknownPermission.statusCode).toBe(400);
    expect((await s.asToken('DELETE', P.roleById.replace(':id', String(role.id)))).statusCode).toBe(
      200,
    );
    expect((await roles()).some((r) => r.id === role.id)).toBe(false);
  });

  it('refuses to delete a role someone holds', async () => {
    const role = await newRole('Held', ['audit.read']);
    await s.createMember({ email: 'holder@tessera.test', roleId: role.id });
    const res = await s.asToken('DELETE', P.roleById.replace(':id', String(role.id)));
    expect([res.statusCode, res.json().code]).toEqual([409, 'ROLE_IN_USE']);
    expect((await roles()).find((r) => r.id === role.id)?.holders).toBe(1);
  });

  it('lets nobody grant what they do not hold', async () => {
    const hr = await newRole('HR', ['staff.read', 'staff.manage', 'audit.read', 'roles.manage']);
    const { initialPassword } = await s.createMember({ email: 'hr@tessera.test', roleId: hr.id });
    const session = await s.signIn('hr@tessera.test', initialPassword);
    const owner = await byKey('owner');
    const grant = await s.asStaff(session, 'POST', P.staff, {
      name: 'Boss',
      email: 'boss@tessera.test',
      roleId: owner.id,
      merchants: { all: true, codes: [] },
    });
    expect([grant.statusCode, grant.json().code]).toEqual([403, 'FORBIDDEN']);
    const ownRole = await s.asStaff(session, 'POST', P.staff, {
      name: 'Peer',
      email: 'peer@tessera.test',
      roleId: hr.id,
      merchants: { all: false, codes: ['AURORA'] },
    });
    expect(ownRole.statusCode).toBe(201);
    const wider = await s.asStaff(session, 'POST', P.roles, {
      name: 'Wider',
      permissions: ['audit.read', 'withdrawals.approve'],
    });
    expect([wider.statusCode, wider.json().code]).toEqual([403, 'FORBIDDEN']);
    const taken = await s.asStaff(session, 'POST', P.staff, {
      name: 'Peer again',
      email: 'PEER@tessera.test',
      roleId: hr.id,
      merchants: { all: true, codes: [] },
    });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'STAFF_EMAIL_TAKEN']);
    const nowhere = await s.asToken('POST', P.staff, {
      name: 'Nowhere',
      email: 'nowhere@tessera.test',
      roleId: hr.id,
      merchants: { all: false, codes: ['NOPE'] },
    });
    expect([nowhere.statusCode, nowhere.json().code]).toEqual([404, 'MERCHANT_UNKNOWN']);
  });

  it('shows a key’s secret once and keeps only its digest', async () => {
    const res = await newKey({});
    expect(res.statusCode).toBe(201);
    const { key, secret } = res.json<{ value: NewApiKey }>().value;
    expect(secret).toMatch(/^tsk_[\w-]{43}$/);
    expect(key).toMatchObject({
      name: 'nightly-export',
      owner: 'service:exporter',
      prefix: secret.slice(0, 12),
      revokedAt: null,
      lastUsedAt: null,
    });
    const listed = valueOf<ApiKeys>(await s.asToken('GET', P.keys));
    expect(JSON.stringify(listed)).not.toContain(secret);
    const rows = await t.db.selectFrom('staff_api_key').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(12));

    // The key reads what its role allows, and is named in the trail.
    const audit = await s.asToken('GET', '/ops/audit?limit=5', undefined, `Bearer ${secret}`);
    expect(audit.statusCode).toBe(200);
    const denied = await s.asToken('GET', P.staff, undefined, `Bearer ${secret}`);
    expect(denied.statusCode).toBe(200); // auditors read staff
    const write = await s.asToken(
      'POST',
      P.roles,
      { name: 'x', permissions: ['audit.read'] },
      `Bearer ${secret}`,
    );
    expect([write.statusCode, write.json().code]).toEqual([403, 'FORBIDDEN']);
    const trail = valueOf<AuditPage>(await s.asToken('GET', '/ops/audit?limit=3'));
    expect(trail.items.map((e) => [e.actor.kind, e.actor.name])).toContainEqual([
      'key',
      'key:nightly-export',
    ]);
    const used = valueOf<ApiKeys>(await s.asToken('GET', P.keys)).items.find(
      (k) => k.id === key.id,
    );
    expect(used?.lastUsedAt).toBe(new Date(clock).toISOString());
  });

  it('refuses a key past its expiry, a revoked key, and expiries out of range', async () => {
    const { key, secret } = (
      await newKey({ expiresAt: new Date(clock + DAY).toISOString() })
    ).json<{
      value: NewApiKey;
    }>().value;
    const call = () => s.asToken('GET', '/ops/audit/verify', undefined, `Bearer ${secret}`);
    expect((await call()).statusCode).toBe(200);
    clock += DAY + 1000;
    expect((await call()).statusCode).toBe(401);
    clock -= DAY + 1000;
    const revoked = await s.asToken('DELETE', P.keyById.replace(':id', String(key.id)));
    expect(valueOf<ApiKey>(revoked).revokedAt).not.toBeNull();
    expect((await call()).statusCode).toBe(401);
    for (const expiresAt of [clock - 1000, clock + 367 * DAY])
      expect((await newKey({ expiresAt: new Date(expiresAt).toISOString() })).json().code).toBe(
        'KEY_EXPIRY_INVALID',
      );
    const unknown = await s.asToken('DELETE', P.keyById.replace(':id', '999999'));
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('stops a member’s keys when the member is disabled, and keeps them to the member’s rights', async () => {
    const { staff } = await s.createMember({
      email: 'scripter@tessera.test',
      roleId: (await byKey('auditor')).id,
    });
    const res = await newKey({
      name: 'scripter-key',
      owner: { kind: 'staff', staffId: staff.id },
      roleId: (await byKey('owner')).id,
    });
    const { key, secret } = res.json<{ value: NewApiKey }>().value;
    expect(key.owner).toBe('staff:scripter@tessera.test');
    // An owner-role key of an auditor acts as an auditor.
    const asKey = (method: string, url: string, body?: object) =>
      s.asToken(method, url, body, `Bearer ${secret}`);
    expect((await asKey('GET', '/ops/audit/verify')).statusCode).toBe(200);
    expect((await asKey('GET', P.keys)).statusCode).toBe(403);
    await s.asToken('PATCH', P.staffById.replace(':id', String(staff.id)), { status: 'disabled' });
    expect((await asKey('GET', '/ops/audit/verify')).statusCode).toBe(401);
  });

  it('limits a key to its merchants', async () => {
    const finance = await byKey('finance');
    const { secret } = (
      await newKey({
        name: 'aurora-only',
        roleId: (await byKey('owner')).id,
        merchants: { all: false, codes: ['AURORA'] },
      })
    ).json<{ value: NewApiKey }>().value;
    expect(finance.id).toBeGreaterThan(0);
    const asKey = (method: string, url: string) =>
      s.asToken(method, url, undefined, `Bearer ${secret}`);
    expect((await asKey('GET', '/ops/merchants/AURORA/vitals')).statusCode).toBe(200);
    const other = await asKey('GET', '/ops/merchants/LUMEN/vitals');
    expect([other.statusCode, other.json().code]).toEqual([403, 'MERCHANT_NOT_ALLOWED']);
    const byQuery = await asKey('GET', '/ops/audit?merchant=LUMEN');
    expect([byQuery.statusCode, byQuery.json().code]).toEqual([403, 'MERCHANT_NOT_ALLOWED']);
    expect((await asKey('GET', '/ops/audit?merchant=AURORA')).statusCode).toBe(200);
    // A record named by id only is held to its own merchant: the member's, here.
    const idOf = async (merchant: string) =>
      (
        await t.db
          .selectFrom('member')
          .select('id')
          .where('merchant_code', '=', merchant)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const ours = await idOf('AURORA');
    const theirs = await idOf('LUMEN');
    expect((await asKey('GET', `/ops/members/${ours}/turnover`)).statusCode).toBe(200);
    expect((await asKey('GET', `/ops/players/${ours}`)).statusCode).toBe(200);
    for (const url of [`/ops/members/${theirs}/turnover`, `/ops/players/${theirs}/notes`]) {
      const refused = await asKey('GET', url);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'MERCHANT_NOT_ALLOWED']);
    }
    // A record that does not exist tells a limited caller nothing; a call with no lookup for its
    // record still has to name a merchant.
    const missing = await asKey('GET', '/ops/desk/withdrawals/999999999');
    expect([missing.statusCode, missing.json().code]).toEqual([403, 'MERCHANT_REQUIRED']);
    const unknownKind = await asKey('GET', '/ops/feedback/1/images/0');
    expect([unknownKind.statusCode, unknownKind.json().code]).toEqual([403, 'MERCHANT_REQUIRED']);
  });

  it('still admits OPERATOR_TOKEN as the bootstrap owner, named in the trail', async () => {
    const res = await s.asToken('GET', P.staff);
    expect(res.statusCode).toBe(200);
    const trail = valueOf<AuditPage>(await s.asToken('GET', '/ops/audit?limit=2'));
    expect(trail.items[0]?.actor).toEqual({
      kind: 'service',
      id: 'operator-token',
      name: 'service:operator-token',
    });
    const wrong = await s.asToken('GET', P.staff, undefined, 'Bearer tsk_not-a-key');
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'UNAUTHORIZED']);
  });
});
