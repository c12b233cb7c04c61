import {
  AUDIT_PAGE_DEFAULT,
  type AuditActor,
  type AuditEntry,
  type AuditOutcome,
  type AuditPage,
  type AuditQuery,
  type AuditVerification,
} from '@tessera/contract';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../core/db/database';
import { chainHash, chainTail, type ChainedFields } from './audit-chain';
import type { AuditEntryTable } from './audit-tables';

/** What one audit row says; the time, the chain and the hash are the store's. */
export interface AuditRecord {
  merchantCode: string | null;
  actor: AuditActor;
  action: string;
  subject?: unknown;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip: string;
  requestId: string;
  outcome: AuditOutcome;
  status: number;
  /** Defaults to now. */
  at?: Date;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Appends one entry to its merchant's chain: one call of the stored `audit_append`
 * (sql/audit-append.sql.ts), which takes the chain's advisory lock (so two writers on one chain
 * queue, and each reads the head the other committed), reads the chain's last hash and inserts
 * the row with `prev_hash` and its own `hash`, the hash of `chainHash`.
 */
export async function recordAudit(
  db: Db,
  entry: AuditRecord,
): Promise<{ id: string; hash: string }> {
  // Milliseconds only, so the time hashed is the time stored and read back.
  const at = new Date((entry.at ?? new Date()).getTime());
  const fields: ChainedFields = {
    merchantCode: entry.merchantCode,
    at,
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    // Stored as jsonb and read back parsed: hash what the database will hand back.
    subject: JSON.parse(json(entry.subject ?? {}) ?? '{}') as unknown,
    before:
      entry.before === undefined ? null : (JSON.parse(json(entry.before) ?? 'null') as unknown),
    after: entry.after === undefined ? null : (JSON.parse(json(entry.after) ?? 'null') as unknown),
    reason: entry.reason ?? null,
    ip: entry.ip,
    requestId: entry.requestId,
    outcome: entry.outcome,
    status: entry.status,
  };
  const { rows } = await sql<{ id: string | number; hash: string }>`
    select id, hash from audit_append(${fields.merchantCode}, ${at}, ${fields.actorKind},
      ${fields.actorId}, ${fields.actorName}, ${fields.action}, ${json(fields.subject)}::jsonb,
      ${json(fields.before)}::jsonb, ${json(fields.after)}::jsonb, ${fields.reason},
      ${fields.ip}, ${fields.requestId}, ${fields.outcome}, ${fields.status}::integer,
      ${chainTail(fields)})`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('audit_append returned no row');
  return { id: String(row.id), hash: row.hash };
}

type Row = Selectable<AuditEntryTable>;

const fieldsOf = (row: Row): ChainedFields => ({
  merchantCode: row.merchant_code,
  at: row.at,
  actorKind: row.actor_kind,
  actorId: row.actor_id,
  actorName: row.actor_name,
  action: row.action,
  subject: row.subject,
  before: row.before,
  after: row.after,
  reason: row.reason,
  ip: row.ip,
  requestId: row.request_id,
  outcome: row.outcome,
  status: row.status,
});

const toEntry = (row: Row): AuditEntry => ({
  id: String(row.id),
  merchantCode: row.merchant_code,
  at: row.at.toISOString(),
  actor: { kind: row.actor_kind as AuditActor['kind'], id: row.actor_id, name: row.actor_name },
  action: row.action,
  subject: row.subject,
  before: row.before,
  after: row.after,
  reason: row.reason,
  ip: row.ip,
  requestId: row.request_id,
  outcome: row.outcome as AuditOutcome,
  status: row.status,
  prevHash: row.prev_hash,
  hash: row.hash,
});

/** The merchant filter's word for the entries on no merchant. */
export const NO_MERCHANT = '-';

/** A page of the trail, newest first, filtered; the cursor is the last id of the page. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const limit = query.limit ?? AUDIT_PAGE_DEFAULT;
  let q = db.selectFrom('audit_entry').selectAll();
  if (query.merchant === NO_MERCHANT) q = q.where('merchant_code', 'is', null);
  else if (query.merchant !== undefined) q = q.where('merchant_code', '=', query.merchant);
  const actor = query.actor;
  if (actor !== undefined)
    q = q.where((eb) => eb.or([eb('actor_id', '=', actor), eb('actor_name', '=', actor)]));
  if (query.action !== undefined) q = q.where('action', '=', query.action);
  if (query.outcome !== undefined) q = q.where('outcome', '=', query.outcome);
  if (query.from !== undefined) q = q.where('at', '>=', new Date(query.from));
  if (query.to !== undefined) q = q.where('at', '<', new Date(query.to));
  if (query.cursor !== undefined) q = q.where('id', '<', query.cursor);
  const rows = await q
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map(toEntry),
    nextCursor: rows.length > limit ? String(page[page.length - 1]?.id) : null,
  };
}

const VERIFY_BATCH = 1000;

/**
 * Walks every chain in id order (each chain's rows were appended in that order) and checks each
 * link: `prev_hash` must be the chain's previous `hash` (null for its first row) and `hash` the
 * hash of the row's own fields. Stops at the first broken link; otherwise ok, with the number
 * of chains and entries. A deleted row breaks the next row's link; a deleted last row of a
 * chain is not seen (no head is kept apart from the rows).
 */
export async function verifyAuditChains(db: Db): Promise<AuditVerification> {
  const heads = new Map<string | null, string>();
  let entries = 0;
  let after: string | number = 0;
  for (;;) {
    const rows: Row[] = await db
      .selectFrom('audit_entry')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(VERIFY_BATCH)
      .execute();
    for (const row of rows) {
      const expectedPrev = heads.get(row.merchant_code) ?? null;
      const broken = (
        field: 'prev_hash' | 'hash',
        expected: string | null,
        stored: string | null,
      ) => ({
        ok: false,
        chains: heads.size,
        entries,
        broken: { id: String(row.id), merchantCode: row.merchant_code, field, expected, stored },
      });
      if (row.prev_hash !== expectedPrev) return broken('prev_hash', expectedPrev, row.prev_hash);
      const expected = chainHash(row.prev_hash, fieldsOf(row));
      if (row.hash !== expected) return broken('hash', expected, row.hash);
      heads.set(row.merchant_code, row.hash);
      entries += 1;
    }
    const last: Row | undefined = rows[rows.length - 1];
    if (rows.length < VERIFY_BATCH || last === undefined) break;
    after = last.id;
  }
  return { ok: true, chains: heads.size, entries, broken: null };
}
