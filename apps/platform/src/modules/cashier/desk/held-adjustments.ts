import type {
  AdjustmentDecisionAction,
  AdjustmentOutcome,
  AuditActor,
  BalanceAdjustmentRequest,
  PendingAdjustment,
  PendingAdjustmentPage,
  PendingAdjustmentQuery,
  WithDefaults,
} from '@tessera/contract';
import type { Db, Trx } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { memberRows } from '../../accounts';
import { addRequirement } from '../../turnover';
import { adjustBalance, adjustBalanceIn, type AdjustmentExtra } from '../../wallet';
import { sameActor } from './actor';
import type { PendingAdjustmentRow } from './desk-tables';
import { needsFourEyes, thresholdsFor } from './thresholds';

// Manual balance adjustments with four eyes: at or under the merchant's `adjustmentFourEyes`
// an adjustment is booked at once (wallet ledger, idempotent on its requestId); above it, it is
// held here until a second, different person approves it, and only that approval books it, in
// its own transaction, exactly once (the row is locked and decided by a guarded update in the
// transaction of the ledger entry).

type Body = BalanceAdjustmentRequest;

/**
 * What the wallet books with the entry besides the amount and note: the reason code (part of
 * the requestId's content, so a retry with another code is a conflict) and the turnover
 * requirement of a bonus credit (keyed by the requestId).
 */
export function adjustmentExtra(
  memberId: number,
  {
    requestId,
    reasonCode,
    turnoverRequired,
  }: Pick<Body, 'requestId' | 'reasonCode' | 'turnoverRequired'>,
  now: Date,
): AdjustmentExtra {
  return {
    content: turnoverRequired === undefined ? { reasonCode } : { reasonCode, turnoverRequired },
    book: async (trx) => {
      if (turnoverRequired === undefined) return;
      await addRequirement(
        trx,
        {
          memberId,
          required: turnoverRequired,
          sourceKind: 'adjustment',
          sourceRef: `${memberId}:${requestId}`,
        },
        now,
      );
    },
  };
}

const actorFields = (prefix: 'requested_by' | 'decided_by', row: PendingAdjustmentRow) => {
  const kind = row[`${prefix}_kind`];
  const id = row[`${prefix}_id`];
  const name = row[`${prefix}_name`];
  return kind === null || id === null || name === null ? null : { kind, id, name };
};

/** A stored held adjustment as the desk reads it. */
export function pendingAdjustmentView(row: PendingAdjustmentRow): PendingAdjustment {
  return {
    id: Number(row.id),
    merchantCode: row.merchant_code,
    memberId: Number(row.member_id),
    amount: Number(row.amount),
    reasonCode: row.reason_code,
    reason: row.note,
    requestId: row.request_id,
    turnoverRequired: row.turnover_required === null ? null : Number(row.turnover_required),
    status: row.status,
    requestedBy: actorFields('requested_by', row) as AuditActor,
    requestedAt: row.requested_at.toISOString(),
    decidedBy: actorFields('decided_by', row),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionNote: row.decision_note,
    ledgerEntryId: row.ledger_entry_id === null ? null : Number(row.ledger_entry_id),
  };
}

/** Whether a held adjustment is the same request as `body` (a retry), or a conflict. */
const sameRequest = (row: PendingAdjustmentRow, body: Body, note: string) =>
  Number(row.amount) === body.amount &&
  row.reason_code === body.reasonCode &&
  row.note === note &&
  (row.turnover_required === null ? undefined : Number(row.turnover_required)) ===
    body.turnoverRequired;

/**
 * An operator's adjustment of a member's main wallet: booked at once, or held for a second
 * person above the merchant's four-eyes amount. A retry with the same requestId answers what the
 * first did (the held row, whatever became of it); with other content, 409 REQUEST_ID_CONFLICT.
 */
export async function requestAdjustment(
  db: Db,
  memberId: number,
  body: Body,
  actor: AuditActor,
  now: Date,
): Promise<AdjustmentOutcome> {
  const note = body.reason.trim();
  const held = await heldByRequest(db, memberId, body.requestId);
  if (held) return heldReply(held, body, note);
  const member = await memberRows(db).where('id', '=', memberId).executeTakeFirst();
  if (!member) throw new ApiError(404, 'NOT_FOUND', 'No such member');
  const limits = await thresholdsFor(db, member.merchant_code);
  if (!needsFourEyes(body.amount, limits.adjustmentFourEyes)) {
    const extra = adjustmentExtra(memberId, body, now);
    const booked = await adjustBalance(db, memberId, body, now, extra);
    return { state: 'booked', ...booked, turnoverRequired: body.turnoverRequired ?? null };
  }
  // One row per member and requestId: of two same requests at once one inserts, both read it.
  await db
    .insertInto('pending_adjustment')
    .values({
      merchant_code: member.merchant_code,
      member_id: memberId,
      amount: body.amount,
      reason_code: body.reasonCode,
      note,
      request_id: body.requestId,
      turnover_required: body.turnoverRequired ?? null,
      requested_by_kind: actor.kind,
      requested_by_id: actor.id,
      requested_by_name: actor.name,
      requested_at: now,
    })
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .execute();
  const stored = await heldByRequest(db, memberId, body.requestId);
  if (!stored) throw new Error('held adjustment vanished');
  return heldReply(stored, body, note);
}

function heldByRequest(db: Db, memberId: number, requestId: string) {
  return db
    .selectFrom('pending_adjustment')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

function heldReply(row: PendingAdjustmentRow, body: Body, note: string): AdjustmentOutcome {
  if (!sameRequest(row, body, note))
    throw new ApiError(
      409,
      'REQUEST_ID_CONFLICT',
      'This requestId was used for another adjustment',
    );
  return { state: 'pending', pending: pendingAdjustmentView(row) };
}

/** Held adjustments (pending by default), oldest first, a page at a time. */
export async function listHeldAdjustments(
  db: Db,
  {
    merchant,
    status,
    page,
    pageSize,
  }: WithDefaults<PendingAdjustmentQuery, 'status' | 'page' | 'pageSize'>,
): Promise<PendingAdjustmentPage> {
  let query = db.selectFrom('pending_adjustment').where('status', '=', status);
  if (merchant) query = query.where('merchant_code', '=', merchant);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(pendingAdjustmentView), total: Number(count.n), page, pageSize };
}

/**
 * The second person's decision on a held adjustment, in one transaction with the row locked:
 * approve books it on the wallet ledger (through the wallet's own adjustment, idempotent on the
 * requestId) and marks it approved; reject marks it rejected. The requester may reject (withdraw)
 * their own but not approve it (409 SAME_APPROVER); a decided one is 409
 * ADJUSTMENT_STATE_CONFLICT, so of two approvals at once exactly one books. A refused booking
 * (e.g. INSUFFICIENT_BALANCE for a deduction) rolls back and leaves it pending.
 */
export async function decideHeldAdjustment(
  db: Db,
  id: string,
  { action, note }: { action: AdjustmentDecisionAction; note?: string },
  actor: AuditActor,
  now: Date,
  /** Given the adjustment's status and amount as locked (the audit trail's before). */
  noteBefore: (before: { status: string; amount: number }) => void = () => {},
): Promise<PendingAdjustment> {
  return db.transaction().execute(async (trx) => {
    const row = await lockHeld(trx, id);
    noteBefore({ status: row.status, amount: Number(row.amount) });
    if (row.status !== 'pending')
      throw new ApiError(409, 'ADJUSTMENT_STATE_CONFLICT', `This adjustment was ${row.status}`);
    const decided = {
      decided_by_kind: actor.kind,
      decided_by_id: actor.id,
      decided_by_name: actor.name,
      decided_at: now,
      decision_note: note?.trim() ?? null,
    };
    if (action === 'reject') {
      const rejected = await trx
        .updateTable('pending_adjustment')
        .set({ ...decided, status: 'rejected' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirstOrThrow();
      return pendingAdjustmentView(rejected);
    }
    const requester = { kind: row.requested_by_kind, id: row.requested_by_id };
    if (sameActor(requester, actor))
      throw new ApiError(
        409,
        'SAME_APPROVER',
        'You asked for this adjustment: a second, different person must approve it',
      );
    const memberId = Number(row.member_id);
    const body = {
      amount: Number(row.amount),
      reason: row.note,
      requestId: row.request_id,
      reasonCode: row.reason_code,
      ...(row.turnover_required === null
        ? {}
        : { turnoverRequired: Number(row.turnover_required) }),
    };
    const booked = await adjustBalanceIn(
      trx,
      memberId,
      body,
      now,
      adjustmentExtra(memberId, body, now),
    );
    const approved = await trx
      .updateTable('pending_adjustment')
      .set({ ...decided, status: 'approved', ledger_entry_id: booked.ledgerEntryId })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirstOrThrow();
    return pendingAdjustmentView(approved);
  });
}

async function lockHeld(trx: Trx, id: string): Promise<PendingAdjustmentRow> {
  const row = await trx
    .selectFrom('pending_adjustment')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'ADJUSTMENT_NOT_FOUND', 'No held adjustment has this id');
  return row;
}
