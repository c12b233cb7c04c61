import { createHash } from 'node:crypto';

/**
 * The reference a member quotes to support for a ledger entry, from its idempotency key. Keys of
 * our own records become their record's number (`deposit:12` → `DEP-12`); anything else (a
 * vendor's transaction id, which is theirs and not ours to show) becomes a short digest that
 * support can still match against the key (`TXN-9F2C41D0AB`).
 */
export function ledgerReference(id: number, key: string | null): string {
  if (key === null) return `LE-${id}`;
  const own = /^(deposit|withdrawal):(\d+)(?::(hold|release|paid|refund))?$/.exec(key);
  if (own) return `${own[1] === 'deposit' ? 'DEP' : 'WDR'}-${own[2]}`;
  if (key.startsWith('opening:')) return `OPEN-${id}`;
  const settlement = /^settlement:(\d+)$/.exec(key);
  if (settlement) return `SET-${settlement[1]}`;
  return `TXN-${createHash('sha256').update(key).digest('hex').slice(0, 10).toUpperCase()}`;
}
