import { createHash } from 'node:crypto';

/** The fields of a row the hash covers, as stored (jsonb values parsed). */
export interface ChainedFields {
  merchantCode: string | null;
  at: Date;
  actorKind: string;
  actorId: string;
  actorName: string;
  action: string;
  subject: unknown;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string;
  requestId: string;
  outcome: string;
  status: number;
}

/**
 * JSON with object keys sorted at every depth: jsonb keeps no key order, so the text hashed when
 * a row is written must not depend on it either.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const record = value as Record<string, unknown>;
    return `{${keys
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The text a row's hash covers after its first element (the previous row's hash): the row's
 * fields in a fixed order, as the rest of one canonical JSON array (`a,b,…]`). The id is not in
 * it (the sequence gives it at insert); the chain order is, through `prev_hash`.
 */
export function chainTail(row: ChainedFields): string {
  return canonicalJson([
    row.merchantCode,
    row.at.toISOString(),
    row.actorKind,
    row.actorId,
    row.actorName,
    row.action,
    row.subject ?? null,
    row.before ?? null,
    row.after ?? null,
    row.reason,
    row.ip,
    row.requestId,
    row.outcome,
    row.status,
  ]).slice(1);
}

/**
 * A row's hash: SHA-256 (hex) of the previous row's hash in its chain (null for the first) and
 * the row's fields, as one canonical JSON array `[prev,…fields]`. The database's `audit_append`
 * computes the same text when it writes a row (the previous hash is hex: JSON needs no escape).
 */
export function chainHash(prevHash: string | null, row: ChainedFields): string {
  const text = `[${canonicalJson(prevHash)},${chainTail(row)}`;
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
