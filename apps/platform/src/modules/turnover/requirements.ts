import type { TurnoverRequirement, TurnoverRequirements } from '@tessera/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import type { TurnoverRequirementTable } from './turnover-tables';
import { turnoverProgress } from './turnover-rule';
import { walletRows } from '../wallet';

/** A new requirement: whose, how much to wager, and what adds it (unique per source). */
export interface NewRequirement {
  memberId: number;
  required: number;
  /** e.g. `adjustment`, `deposit-bonus`: lower-case letters and dashes. */
  sourceKind: string;
  /** The source's own key, e.g. `deposit:12`; the same source adds one requirement only. */
  sourceRef: string;
}

/**
 * Adds a turnover requirement inside the caller's transaction, which should be the one that
 * credits the bonus. It takes the member's wallet row lock (as every booking and withdrawal
 * hold does), clears the requirements already met (so wagering done before this one never
 * counts towards it), then inserts; a second call for the same source adds nothing.
 */
export async function addRequirement(trx: Db, req: NewRequirement, now: Date): Promise<void> {
  if (!Number.isSafeInteger(req.required) || req.required <= 0)
    throw new Error(`A turnover requirement must be a positive integer, got ${req.required}`);
  await trx
    .selectFrom(walletRows(trx).as('wallet'))
    .select('member_id')
    .where('member_id', '=', req.memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await turnoverProgress(trx, req.memberId, now);
  await trx
    .insertInto('turnover_requirement')
    .values({
      member_id: req.memberId,
      required: req.required,
      source_kind: req.sourceKind,
      source_ref: req.sourceRef,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['source_kind', 'source_ref']).doNothing())
    .execute();
}

function requirementView(row: Selectable<TurnoverRequirementTable>): TurnoverRequirement {
  const closedAt = row.cleared_at ?? row.waived_at;
  return {
    id: Number(row.id),
    memberId: Number(row.member_id),
    required: Number(row.required),
    sourceKind: row.source_kind,
    sourceRef: row.source_ref,
    status: row.cleared_at ? 'cleared' : row.waived_at ? 'waived' : 'open',
    createdAt: row.created_at.toISOString(),
    closedAt: closedAt ? closedAt.toISOString() : null,
    waiveReason: row.waive_reason,
  };
}

async function refuseUnknownMember(db: Db, memberId: number): Promise<void> {
  const found = await db
    .selectFrom(walletRows(db).as('wallet'))
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!found) throw new ApiError(404, 'NOT_FOUND', 'No such member');
}

/** The member's progress (clearing what is met) and their latest 100 requirements, newest first. */
export async function listRequirements(
  db: Db,
  memberId: number,
  now: Date,
): Promise<TurnoverRequirements> {
  await refuseUnknownMember(db, memberId);
  const progress = await turnoverProgress(db, memberId, now);
  const rows = await db
    .selectFrom('turnover_requirement')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return { progress, list: rows.map(requirementView) };
}

/**
 * Waives an open requirement (guarded update: of two waivers one writes); waiving it again
 * answers it as it is. One already met → 409 TURNOVER_REQUIREMENT_CLEARED; unknown or another
 * member's → 404. Clearing what is met first means a requirement the wagering already covers
 * reads as cleared, not waived.
 */
export async function waiveRequirement(
  db: Db,
  memberId: number,
  requirementId: number,
  reason: string,
  now: Date,
  /** Given the requirement as it was, right before the waiver (the audit trail's before). */
  noteBefore: (before: TurnoverRequirement) => void = () => {},
): Promise<TurnoverRequirement> {
  await turnoverProgress(db, memberId, now);
  const was = await db
    .selectFrom('turnover_requirement')
    .selectAll()
    .where('id', '=', requirementId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (was) noteBefore(requirementView(was));
  const waived = await db
    .updateTable('turnover_requirement')
    .set({ waived_at: now, waive_reason: reason.trim() })
    .where('id', '=', requirementId)
    .where('member_id', '=', memberId)
    .where('cleared_at', 'is', null)
    .where('waived_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (waived) return requirementView(waived);
  const found = await db
    .selectFrom('turnover_requirement')
    .selectAll()
    .where('id', '=', requirementId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!found)
    throw new ApiError(404, 'TURNOVER_REQUIREMENT_NOT_FOUND', 'No such turnover requirement');
  if (found.cleared_at)
    throw new ApiError(409, 'TURNOVER_REQUIREMENT_CLEARED', 'The requirement is already met');
  return requirementView(found);
}
