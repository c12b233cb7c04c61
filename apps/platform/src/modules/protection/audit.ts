import type { ProtectionAuditEntry } from '@tessera/contract';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import './protection-tables';

type Runner = Db | Transaction<Database>;

/** Who made a change: the player themselves (from which IP), or the operator. */
export interface Actor {
  kind: 'member' | 'operator';
  ip: string | null;
}

/** What changed; the fields of `ProtectionAuditEntry` besides who and when. */
export type AuditDetail = Partial<
  Pick<ProtectionAuditEntry, 'period' | 'from' | 'to' | 'appliesAt' | 'until'>
>;

/** Records one change in the caller's transaction, so a change is never without its entry. */
export async function audit(
  db: Runner,
  memberId: number,
  actor: Actor,
  action: string,
  detail: AuditDetail,
  at: Date,
): Promise<void> {
  await db
    .insertInto('protection_audit')
    .values({
      member_id: memberId,
      actor: actor.kind,
      action,
      detail: JSON.stringify(detail),
      ip: actor.ip,
      at,
    })
    .execute();
}

/** The member's audit, newest first (the operator's view). */
export async function auditOf(db: Db, memberId: number): Promise<ProtectionAuditEntry[]> {
  const rows = await db
    .selectFrom('protection_audit')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    actor: row.actor,
    action: row.action,
    ...(row.detail as AuditDetail),
    ip: row.ip,
    at: new Date(row.at).toISOString(),
  }));
}
