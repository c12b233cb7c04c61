import type { AuditEntry, AuditPage, AuditVerification } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { AUDIT_NO_BEFORE, missedBefore, mutatingOpsCalls } from './audit-before';

const TOKEN = 'ops-token-for-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

describe('the calls without a before', () => {
  it('lists mutating operator calls only', () => {
    const mutating = new Set(mutatingOpsCalls());
    expect(Object.keys(AUDIT_NO_BEFORE).filter((name) => !mutating.has(name))).toEqual([]);
  });

  it('counts a 2xx mutating call that noted nothing as missing, and nothing else', () => {
    const seen = new Set<string>();
    const silent = { auditBefore: null };
    expect(missedBefore(silent, 'merchants.settings', 200, seen)).toBe(true);
    expect(missedBefore({ auditBefore: { value: null } }, 'merchants.settings', 200, seen)).toBe(
      false,
    );
    expect(missedBefore(silent, 'merchants.create', 200, seen)).toBe(false);
    expect(missedBefore(silent, 'merchants.settings', 404, seen)).toBe(false);
    expect(missedBefore(silent, 'audit.list', 200, seen)).toBe(false);
    expect([...seen]).toEqual(['merchants.settings']);
  });
});

describe.each(testDbKinds())('the audit trail shows what a call changed, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: TOKEN });
  });
  afterAll(() => t?.close());

  const ops = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const lastOf = async (action: string): Promise<AuditEntry> => {
    const res = await t.app.inject({ url: `/ops/audit?action=${action}&limit=1`, headers: auth });
    const entry = valueOf<AuditPage>(res).items[0];
    if (!entry) throw new Error(`no ${action} entry`);
    return entry;
  };

  it('merchant settings: the settings as they were, then as sent', async () => {
    const first = await ops('PUT', '/ops/merchants/LUMEN/settings', { maintenance: true });
    expect(first.statusCode).toBe(200);
    const second = await ops('PUT', '/ops/merchants/LUMEN/settings', { maintenance: false });
    expect(second.statusCode).toBe(200);
    const entry = await lastOf('merchants.settings');
    expect(entry.before).toMatchObject({ maintenance: true });
    expect(entry.after).toEqual({ maintenance: false });
  });

  it('a social provider: the old client, its secret redacted in before as in after', async () => {
    const setting = (clientId: string) => ({ clientId, clientSecret: `secret-of-${clientId}` });
    await ops('PUT', '/ops/merchants/AURORA/social/GOOGLE', setting('old-client'));
    const res = await ops('PUT', '/ops/merchants/AURORA/social/GOOGLE', setting('new-client'));
    expect(res.statusCode).toBe(200);
    const entry = await lastOf('social.setProvider');
    expect(entry.before).toMatchObject({ clientId: 'old-client', enabled: true });
    expect(entry.after).toMatchObject({ clientId: 'new-client', clientSecret: '[redacted]' });
    expect(JSON.stringify(entry.before)).not.toContain('secret-of');
  });

  it('block and unblock: the player standing before each', async () => {
    const member = await t.db
      .selectFrom('member')
      .select('id')
      .where('merchant_code', '=', 'AURORA')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const block = await ops('POST', `/ops/players/${member.id}/block`, {
      reason: 'Chargeback fraud',
    });
    expect(block.statusCode).toBe(200);
    expect((await lastOf('players.block')).before).toMatchObject({ status: 'active' });
    const unblock = await ops('POST', `/ops/players/${member.id}/unblock`, {
      reason: 'Cleared by finance',
    });
    expect(unblock.statusCode).toBe(200);
    expect((await lastOf('players.unblock')).before).toMatchObject({
      status: 'blocked',
      blockedBy: 'operator',
      reason: 'Chargeback fraud',
    });
  });

  it('a vendor switch: the vendor as it was', async () => {
    await ops('PUT', '/ops/merchants/AURORA/vendors/BGS', { enabled: false });
    const res = await ops('PUT', '/ops/merchants/AURORA/vendors/BGS', { enabled: true });
    expect(res.statusCode).toBe(200);
    expect((await lastOf('games.setVendor')).before).toMatchObject({ enabled: false });
  });

  it('keeps every chain verifiable', async () => {
    const res = await t.app.inject({ url: '/ops/audit/verify', headers: auth });
    expect(valueOf<AuditVerification>(res)).toMatchObject({ ok: true, broken: null });
  });
});
