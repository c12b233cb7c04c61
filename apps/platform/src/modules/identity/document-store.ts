import {
  IDENTITY_KINDS,
  sidesOf,
  type AuditActor,
  type DocumentStatus,
  type IdentityDocument,
  type OperatorIdentityDocument,
} from '@tessera/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { accountNames } from '../accounts';
import { readDocumentFile, removeDocumentFile, saveDocumentFile } from './document-files';
import type { DocumentUpload } from './document-form';
import type { IdentityDocumentTable } from './identity-tables';

type Row = Selectable<IdentityDocumentTable>;

/** How many of their documents a member sees (newest first). */
const OWN_LIST_MAX = 50;

function view(row: Row): IdentityDocument {
  return {
    id: Number(row.id),
    kind: row.kind,
    side: row.side,
    mediaType: row.media_type,
    size: row.size,
    status: row.status,
    reason: row.status === 'rejected' ? row.reason : null,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

const operatorView = (row: Row, account: string): OperatorIdentityDocument => ({
  ...view(row),
  memberId: Number(row.member_id),
  account,
  reviewedBy: row.reviewed_by,
});

/** Who uploads: a signed-in real member. */
export interface Uploader {
  memberId: number;
  merchantCode: string;
}

/**
 * Stores one upload `pending`. The file is written first (a disk is no database) under a random
 * name, then the row; at most one document of a kind and side awaits review per member (a
 * partial unique index decides between two uploads at once), so a second is refused with 409
 * DOCUMENT_PENDING and its file removed again. After a rejection a new upload is welcome.
 */
export async function uploadDocument(
  db: Db,
  dir: string,
  who: Uploader,
  { kind, side, file }: DocumentUpload,
  now: Date,
): Promise<IdentityDocument> {
  const fileName = await saveDocumentFile(dir, file.bytes, file.mediaType);
  try {
    const row = await db
      .insertInto('identity_document')
      .values({
        merchant_code: who.merchantCode,
        member_id: who.memberId,
        kind,
        side,
        file_name: fileName,
        media_type: file.mediaType,
        size: file.bytes.length,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row)
      throw new ApiError(409, 'DOCUMENT_PENDING', 'A document of this kind and side awaits review');
    return view(row);
  } catch (error) {
    await removeDocumentFile(dir, fileName);
    throw error;
  }
}

/** The member's own documents, newest first. */
export async function ownDocuments(db: Db, memberId: number): Promise<IdentityDocument[]> {
  const rows = await db
    .selectFrom('identity_document')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(OWN_LIST_MAX)
    .execute();
  return rows.map(view);
}

/**
 * Whether the member has an approved identity document: a passport, or a national id or
 * driving licence with both its front and back approved (proof of address alone is not one).
 */
export async function documentsApprovedFor(db: Db, memberId: number): Promise<boolean> {
  const rows = await db
    .selectFrom('identity_document')
    .select(['kind', 'side'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'approved')
    .where('kind', 'in', IDENTITY_KINDS)
    .execute();
  return IDENTITY_KINDS.some((kind) =>
    sidesOf(kind).every((side) => rows.some((row) => row.kind === kind && row.side === side)),
  );
}

/** The merchant's documents, newest first, by status (the review queue). */
export async function listDocuments(
  db: Db,
  merchantCode: string,
  query: { status?: DocumentStatus; cursor?: string; limit: number },
): Promise<{ items: OperatorIdentityDocument[]; nextCursor: string | null }> {
  const rows = await db
    .selectFrom('identity_document')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .$if(query.status !== undefined, (q) => q.where('status', '=', query.status!))
    .$if(query.cursor !== undefined, (q) => q.where('id', '<', query.cursor!))
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const accounts = await accountNames(
    db,
    page.map((row) => row.member_id),
  );
  return {
    items: page.map((row) => operatorView(row, accounts.get(Number(row.member_id)) ?? '')),
    nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null,
  };
}

const notFound = () => new ApiError(404, 'DOCUMENT_NOT_FOUND', 'No such document');

/** One document's bytes and checked type, or 404 DOCUMENT_NOT_FOUND (another merchant's too). */
export async function readDocument(db: Db, dir: string, merchantCode: string, id: number) {
  const row = await db
    .selectFrom('identity_document')
    .select(['file_name', 'media_type'])
    .where('id', '=', id)
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { bytes: await readDocumentFile(dir, row.file_name), mediaType: row.media_type };
}

/** An operator's decision on a document. */
export type Decision = { decision: 'approved' } | { decision: 'rejected'; reason: string };

/**
 * Approves or rejects a pending document. One guarded UPDATE decides it (`status = 'pending'`):
 * of two reviews at once exactly one finds it pending; the other gets 409
 * DOCUMENT_ALREADY_REVIEWED. The review row (who, what, why) is written in the same transaction.
 */
export async function reviewDocument(
  db: Db,
  merchantCode: string,
  id: number,
  decision: Decision,
  actor: AuditActor,
  now: Date,
  /** Given the document's standing before the review: pending (the update only takes those). */
  noteBefore: (before: { status: 'pending'; reason: null; reviewedBy: null }) => void = () => {},
): Promise<OperatorIdentityDocument> {
  const reason = decision.decision === 'rejected' ? decision.reason.trim() : null;
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('identity_document')
      .set({ status: decision.decision, reason, reviewed_by: actor.name, reviewed_at: now })
      .where('id', '=', id)
      .where('merchant_code', '=', merchantCode)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) return null;
    noteBefore({ status: 'pending', reason: null, reviewedBy: null });
    await trx
      .insertInto('identity_review')
      .values({
        document_id: id,
        decision: decision.decision,
        reason,
        actor_kind: actor.kind,
        actor_id: actor.id,
        actor_name: actor.name,
        decided_at: now,
      })
      .execute();
    return updated;
  });
  if (!row) {
    const exists = await db
      .selectFrom('identity_document')
      .select('status')
      .where('id', '=', id)
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    if (!exists) throw notFound();
    throw new ApiError(
      409,
      'DOCUMENT_ALREADY_REVIEWED',
      `The document is ${exists.status} already`,
    );
  }
  const accounts = await accountNames(db, [row.member_id]);
  return operatorView(row, accounts.get(Number(row.member_id)) ?? '');
}
