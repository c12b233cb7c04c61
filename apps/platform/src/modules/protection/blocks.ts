import {
  type ProtectionBlock,
  type ProtectionBlockKind,
  type ProtectionBlockRecord,
} from '@tessera/contract';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database';
import { endSessionsOfIdentity, provenIdentity } from '../accounts';
import { ApiError } from '../../core/http/api-error';
import { audit, type Actor } from './audit';
import { walletRows } from '../wallet';
import './protection-tables';

type Runner = Db | Transaction<Database>;

/**
 * The time-out or self-exclusion in force on the member at `at`: their own, or one made by an
 * account with the same identity on any merchant (`protection_block_of`, `sql/protection-block-of.sql.ts`, the one
 * place of that rule). Self-exclusion wins over a time-out.
 */
export async function blockOf(
  db: Runner,
  memberId: number,
  at: Date,
): Promise<ProtectionBlock | null> {
  const { rows } = await sql<{
    kind: ProtectionBlockKind;
    ends_at: Date | string;
  }>`select kind, ends_at from protection_block_of(${memberId}, ${at})`.execute(db);
  const row = rows[0];
  return row ? { kind: row.kind, until: new Date(row.ends_at).toISOString() } : null;
}

/** The refusal of a blocked member: 403 SELF_EXCLUDED or TIMED_OUT, with the end date. */
export function blockedError(block: ProtectionBlock): ApiError {
  const value = { until: block.until };
  return block.kind === 'self_exclusion'
    ? new ApiError(403, 'SELF_EXCLUDED', `Self-excluded until ${block.until}`, { value })
    : new ApiError(403, 'TIMED_OUT', `Taking a time-out until ${block.until}`, { value });
}

/** Refuses a blocked member (sign-in, deposits): 403 SELF_EXCLUDED or TIMED_OUT. */
export async function refuseBlocked(db: Runner, memberId: number, at: Date): Promise<void> {
  const block = await blockOf(db, memberId, at);
  if (block) throw blockedError(block);
}

/** A condition for queries: the member may not be sent marketing now (a block is in force). */
export function marketingBarred(memberId: number): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from protection_block_of(${memberId}, now()))`;
}

/** Adds months in UTC, clamped to the month's last day (31 Aug + 6 months → 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from);
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(day, last.getUTCDate()));
  return target;
}

/**
 * Starts a time-out or self-exclusion now, until `endsAt`, and signs out every account it
 * covers (their sessions, and with them their game launches). A block cannot be shortened: a
 * new one only adds time, as `protection_block_of` answers the latest end. With `lengthenOnly`
 * (staff) a block that would not end later than the one in force is refused: 409
 * LIMIT_NOT_TIGHTER.
 */
export function startBlock(
  db: Db,
  memberId: number,
  kind: ProtectionBlockKind,
  endsAt: Date,
  actor: Actor,
  now: Date,
  { lengthenOnly = false }: { lengthenOnly?: boolean } = {},
): Promise<ProtectionBlock> {
  return db.transaction().execute(async (trx) => {
    if (lengthenOnly) {
      // Staff (the player desk) may only make the member's block longer: decided under the
      // member's wallet lock, which serialises staff changes to the member's protection.
      await trx
        .selectFrom(walletRows(trx).as('wallet'))
        .select('member_id')
        .where('member_id', '=', memberId)
        .forUpdate()
        .execute();
      const current = await blockOf(trx, memberId, now);
      if (current && new Date(current.until) >= endsAt)
        throw new ApiError(409, 'LIMIT_NOT_TIGHTER', `A block runs until ${current.until}`, {
          value: { until: current.until },
        });
    }
    const identity = await provenIdentity(trx, memberId);
    await trx
      .insertInto('protection_block')
      .values({ member_id: memberId, kind, starts_at: now, ends_at: endsAt, ...identity })
      .execute();
    await audit(trx, memberId, actor, kind, { until: endsAt.toISOString() }, now);
    // Signs out this member and the accounts matching the identity just stored.
    await endSessionsOfIdentity(trx, memberId, identity, now);
    const block = await blockOf(trx, memberId, now);
    if (!block) throw new Error('A block just made is not in force');
    return block;
  });
}

/** Every block that covers the member, newest first (the operator's view). */
export async function blocksCovering(
  db: Db,
  memberId: number,
  now: Date,
): Promise<ProtectionBlockRecord[]> {
  const { rows } = await sql<{
    id: string | number;
    kind: string;
    starts_at: Date | string;
    ends_at: Date | string;
    member_id: string | number;
  }>`select id, kind, starts_at, ends_at, member_id from protection_blocks_of(${memberId})
    order by id desc`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    memberId: Number(row.member_id),
    active: new Date(row.starts_at) <= now && new Date(row.ends_at) > now,
  }));
}
