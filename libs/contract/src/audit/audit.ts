import Type, { type Static } from 'typebox';
import { CursorPage } from '../core/cursor-page';
import { Nullable, StringEnum } from '../core/schema-types';
import { AUDIT_ACTOR_KINDS, AUDIT_OUTCOMES, AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX } from './constants';
import { RecordCursor } from '../records/records';

/** Who did it: `{ kind: 'service', id: 'operator-token', name: 'service:operator-token' }`. */
export const AuditActor = Type.Object({
  kind: StringEnum(AUDIT_ACTOR_KINDS),
  id: Type.String(),
  name: Type.String(),
});
export type AuditActor = Static<typeof AuditActor>;

/** One row of the audit trail: one operator call (or refused attempt). */
export const AuditEntry = Type.Object({
  id: Type.String(),
  merchantCode: Nullable(Type.String()),
  at: Type.String(),
  actor: AuditActor,
  /** The route-table call, `cashier.decideWithdrawal` (or `METHOD /url` for a route off the table). */
  action: Type.String(),
  /** The call's path parameters. */
  subject: Type.Unknown(),
  before: Type.Unknown(),
  /** The request body, secrets redacted; null without one. */
  after: Type.Unknown(),
  reason: Nullable(Type.String()),
  ip: Type.String(),
  requestId: Type.String(),
  outcome: StringEnum(AUDIT_OUTCOMES),
  status: Type.Integer(),
  prevHash: Nullable(Type.String()),
  hash: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** Filters of `GET /ops/audit`; `merchant=-` lists the entries on no merchant. */
export const AuditQuery = Type.Object({
  merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** The actor's id (`operator-token`) or name (`service:operator-token`). */
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  outcome: Type.Optional(StringEnum(AUDIT_OUTCOMES)),
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  cursor: Type.Optional(RecordCursor),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: AUDIT_PAGE_DEFAULT }),
  ),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = CursorPage('items', AuditEntry);
export type AuditPage = Static<typeof AuditPage>;

/** The first broken link of a chain. */
export const AuditBreak = Type.Object({
  id: Type.String(),
  merchantCode: Nullable(Type.String()),
  /** What the link should hold: the previous row's hash, or the hash of this row's fields. */
  field: StringEnum(['prev_hash', 'hash'] as const),
  expected: Nullable(Type.String()),
  stored: Nullable(Type.String()),
});
export type AuditBreak = Static<typeof AuditBreak>;

/** What `verifyAuditChains` found: every chain whole, or the first broken link. */
export const AuditVerification = Type.Object({
  ok: Type.Boolean(),
  chains: Type.Integer({ minimum: 0 }),
  entries: Type.Integer({ minimum: 0 }),
  broken: Nullable(AuditBreak),
});
export type AuditVerification = Static<typeof AuditVerification>;
