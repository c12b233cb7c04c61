import type { AuditEntry, AuditPage, AuditVerification } from '@tessera/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { OPERATOR_TOKEN_ACTOR } from './actors';
import { recordAudit, verifyAuditChains } from './audit-store';
import { redactBody } from './redact';

const TOKEN = 'ops-token-for-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

describe('redactBody', () => {
  it('hides every value under a secret-looking key, at any depth', () => {
    expect(
      redactBody({
        baseUrl: 'https://a.example',
        apiKey: 'k',
        nested: [{ newPassword: 'p', clientSecret: 's', verificationCode: '1', note: 'kept' }],
        authorization: 'Bearer x',
        body: 'a message text stays',
        merchantCode: 'AURORA',
      }),
    ).toEqual({
      baseUrl: 'https://a.example',
      apiKey: '[redacted]',
      nested: [
        {
          newPassword: '[redacted]',
          clientSecret: '[redacted]',
          verificationCode: '[redacted]',
          note: 'kept',
        },
      ],
      authorization: '[redacted]',
      body: 'a message text stays',
      merchantCode: 'AURORA',
    });
  });
});

describe.each(testDbKinds())('the operator audit trail on %s', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      operatorToken: TOKEN,
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    });
  });
  afterAll(() => t?.close());

  const list = async (query = '') => {
    const res = await t.app.inject({ url: `/ops/audit${query}`, headers: auth });
    return valueOf<AuditPage>(res);
  };

  it('writes one row per operator call: actor, action, merchant, subject, redacted body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/AURORA/aggregator',
      headers: auth,
      payload: { baseUrl: 'https://aggregator.example', apiKey: 'the-secret-api-key-1234' },
    });
    expect(res.statusCode).toBe(200);
    const page = await list('?action=games.setAggregator');
    expect(page.items).toHaveLength(1);
    const entry = page.items[0] as AuditEntry;
    expect(entry).toMatchObject({
      merchantCode: 'AURORA',
      actor: OPERATOR_TOKEN_ACTOR,
      action: 'games.setAggregator',
      subject: { code: 'AURORA' },
      // The settings as they were: no aggregator yet (the key is never read back).
      before: { merchantCode: 'AURORA', baseUrl: null },
      after: { baseUrl: 'https://aggregator.example', apiKey: '[redacted]' },
      outcome: 'done',
      status: 200,
      prevHash: null,
    });
    expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await t.db.selectFrom('audit_entry').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('the-secret-api-key-1234');
  });

  it('records a read too, and a failed call as failed', async () => {
    const read = await t.app.inject({ url: '/ops/merchants/AURORA/aggregator', headers: auth });
    expect(read.statusCode).toBe(200);
    const missing = await t.app.inject({ url: '/ops/merchants/NOPE/aggregator', headers: auth });
    expect(missing.statusCode).toBe(404);
    const page = await list('?action=games.aggregator');
    expect(page.items.map((e) => [e.merchantCode, e.outcome, e.status])).toEqual([
      ['NOPE', 'failed', 404],
      ['AURORA', 'done', 200],
    ]);
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer guess-0123456789-guess' }],
  ])('records a refused attempt with %s, actor unknown, on no merchant', async (_, headers) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/AURORA/settings',
      headers,
      payload: { maintenance: true },
    });
    expect(res.statusCode).toBe(401);
    const page = await list('?outcome=refused&limit=1');
    expect(page.items[0]).toMatchObject({
      merchantCode: null,
      actor: { kind: 'unknown', id: '', name: 'unknown' },
      action: 'merchants.settings',
      subject: { code: 'AURORA' },
      after: null,
      outcome: 'refused',
      status: 401,
    });
  });

  it('filters and pages, newest first', async () => {
    for (let i = 0; i < 5; i += 1)
      await recordAudit(t.db, {
        merchantCode: 'LUMEN',
        actor: { kind: 'staff', id: '42', name: 'staff:alice' },
        action: 'test.page',
        subject: { n: i },
        ip: '127.0.0.1',
        requestId: `page-${i}`,
        outcome: 'done',
        status: 200,
      });
    const first = await list('?merchant=LUMEN&actor=staff:alice&limit=2');
    expect(first.items.map((e) => e.subject)).toEqual([{ n: 4 }, { n: 3 }]);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`?merchant=LUMEN&actor=42&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((e) => e.subject)).toEqual([{ n: 2 }, { n: 1 }]);
    const last = await list(`?merchant=LUMEN&actor=42&limit=2&cursor=${second.nextCursor}`);
    expect(last.items.map((e) => e.subject)).toEqual([{ n: 0 }]);
    expect(last.nextCursor).toBeNull();
    // The chain: each row names the one before it.
    const chain = [...first.items, ...second.items, ...last.items].reverse();
    chain.forEach((e, i) => expect(e.prevHash).toBe(i === 0 ? null : chain[i - 1]?.hash));
    expect((await list('?merchant=LUMEN&action=test.page&outcome=refused')).items).toEqual([]);
    expect((await list('?merchant=LUMEN&action=test.page&to=2000-01-01T00:00:00Z')).items).toEqual(
      [],
    );
    expect(
      (await list('?merchant=LUMEN&action=test.page&from=2000-01-01T00:00:00Z')).items,
    ).toHaveLength(5);
    const noMerchant = await list('?merchant=-');
    expect(noMerchant.items.every((e) => e.merchantCode === null)).toBe(true);
    expect(noMerchant.items.length).toBeGreaterThan(0);
  });

  it('hashes a row in the database exactly as the chain check does, any script included', async () => {
    // The database computes the hash of a row it appends; verifyAuditChains recomputes it here.
    const written = await recordAudit(t.db, {
      merchantCode: 'AURORA',
      actor: { kind: 'staff', id: '7', name: 'staff:রহিম' },
      action: 'test.script',
      subject: { id: '12', nested: { z: 'ملاحظة', a: ['ñ', '😀', 1.5, null, true] } },
      after: { note: 'line\nbreak "quoted" \\ back' },
      reason: 'যাচাই — vérifié',
      ip: '::1',
      requestId: 'script-1',
      outcome: 'done',
      status: 200,
    });
    expect(written.hash).toMatch(/^[0-9a-f]{64}$/);
    const [entry] = (await list('?action=test.script')).items;
    expect(entry?.hash).toBe(written.hash);
    expect(entry?.reason).toBe('যাচাই — vérifié');
    expect(await verifyAuditChains(t.db)).toMatchObject({ ok: true, broken: null });
  });

  it('refuses a cursor past the id range with a 400, not a database error', async () => {
    const res = await t.app.inject({
      url: '/ops/audit?cursor=99999999999999999999',
      headers: auth,
    });
    expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    await expect(sql`update audit_entry set action = 'rewritten'`.execute(t.db)).rejects.toThrow(
      /append only: UPDATE refused/,
    );
    await expect(sql`delete from audit_entry`.execute(t.db)).rejects.toThrow(
      /append only: DELETE refused/,
    );
    await expect(sql`truncate audit_entry`.execute(t.db)).rejects.toThrow(
      /append only: TRUNCATE refused/,
    );
  });

  it('verifies whole chains, over HTTP and in the store', async () => {
    const report = await verifyAuditChains(t.db);
    expect(report).toMatchObject({ ok: true, broken: null });
    expect(report.chains).toBeGreaterThanOrEqual(3);
    const res = await t.app.inject({ url: '/ops/audit/verify', headers: auth });
    const viaHttp = valueOf<AuditVerification>(res);
    expect(viaHttp.ok).toBe(true);
    expect(viaHttp.entries).toBe(report.entries);
    // Reading the trail is an action too: the verify call wrote its own row as it answered.
    expect((await list('?action=audit.verify')).items).toHaveLength(1);
  });

  it('reports a row changed behind the trigger as the first broken link', async () => {
    const target = await t.db
      .selectFrom('audit_entry')
      .select(['id', 'hash'])
      .where('request_id', '=', 'page-2')
      .executeTakeFirstOrThrow();
    await sql`alter table audit_entry disable trigger audit_entry_no_change`.execute(t.db);
    try {
      await sql`update audit_entry set reason = 'nothing happened' where id = ${target.id}`.execute(
        t.db,
      );
    } finally {
      await sql`alter table audit_entry enable trigger audit_entry_no_change`.execute(t.db);
    }
    const report = await verifyAuditChains(t.db);
    expect(report.ok).toBe(false);
    expect(report.broken).toMatchObject({
      id: String(target.id),
      merchantCode: 'LUMEN',
      field: 'hash',
      stored: target.hash,
    });
    expect(report.broken?.expected).not.toBe(target.hash);
    const res = await t.app.inject({ url: '/ops/audit/verify', headers: auth });
    expect(valueOf<AuditVerification>(res).broken?.id).toBe(String(target.id));
  });

  it('reports a row deleted behind the trigger at the next row of its chain', async () => {
    const byRequest = (requestId: string) =>
      t.db
        .selectFrom('audit_entry')
        .select(['id', 'hash'])
        .where('request_id', '=', requestId)
        .executeTakeFirstOrThrow();
    const [two, three, four] = await Promise.all(
      ['page-2', 'page-3', 'page-4'].map((id) => byRequest(id)),
    );
    await sql`alter table audit_entry disable trigger audit_entry_no_change`.execute(t.db);
    try {
      // Undo the previous test's edit: the chain is whole again.
      await sql`update audit_entry set reason = null where id = ${two?.id}`.execute(t.db);
      expect((await verifyAuditChains(t.db)).ok).toBe(true);
      await sql`delete from audit_entry where id = ${three?.id}`.execute(t.db);
    } finally {
      await sql`alter table audit_entry enable trigger audit_entry_no_change`.execute(t.db);
    }
    expect((await verifyAuditChains(t.db)).broken).toEqual({
      id: String(four?.id),
      merchantCode: 'LUMEN',
      field: 'prev_hash',
      expected: two?.hash,
      stored: three?.hash,
    });
  });

  it('logs a failed audit write without secrets and leaves the reply alone', async () => {
    await sql`alter table audit_entry rename to audit_entry_away`.execute(t.db);
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/ops/merchants/AURORA/aggregator',
        headers: auth,
        payload: { baseUrl: 'https://aggregator.example', apiKey: 'another-secret-key-5678' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await sql`alter table audit_entry_away rename to audit_entry`.execute(t.db);
    }
    const line = logLines.find((l) => l.includes('audit entry not written'));
    expect(line).toContain('games.setAggregator');
    expect(logLines.join('\n')).not.toContain('another-secret-key-5678');
    expect(logLines.join('\n')).not.toContain(TOKEN);
  });
});
