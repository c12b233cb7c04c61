import Type, { type Static } from 'typebox';
import { CursorPage } from '../core/cursor-page';
import { Nullable, StringEnum } from '../core/schema-types';
import { RecordCursor } from '../records/records';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MEDIA_TYPES,
  DOCUMENT_PAGE_DEFAULT,
  DOCUMENT_PAGE_MAX,
  DOCUMENT_SIDES,
  DOCUMENT_STATUSES,
  type DocumentSide,
  MAX_REJECT_REASON_CHARS,
} from './constants';

// The upload is a multipart/form-data body: the platform reads it part by part (size and type
// checked from the bytes), so the form schema documents rather than validates.

/** The form of `POST /wps/identity/documents`. */
export const DocumentForm = Type.Object({
  kind: StringEnum(DOCUMENT_KINDS),
  /** FRONT or BACK for a national id or driving licence; absent for the others. */
  side: Type.Optional(StringEnum(DOCUMENT_SIDES)),
  /** Png, jpg or pdf, at most 5 MB. */
  file: Type.String({ contentMediaType: 'application/octet-stream' }),
});
export type DocumentForm = Static<typeof DocumentForm>;

/** One uploaded document as its member sees it. */
export const IdentityDocument = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(DOCUMENT_KINDS),
  /** FRONT or BACK of a two-sided kind; null for the others. */
  side: Type.Unsafe<DocumentSide | null>({
    type: ['string', 'null'],
    enum: [...DOCUMENT_SIDES, null],
  }),
  mediaType: StringEnum(DOCUMENT_MEDIA_TYPES),
  size: Type.Integer({ minimum: 1 }),
  status: StringEnum(DOCUMENT_STATUSES),
  /** Why it was rejected; null unless rejected. */
  reason: Nullable(Type.String()),
  createdAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
});
export type IdentityDocument = Static<typeof IdentityDocument>;

/** The member's documents, newest first, and what they unlock. */
export const IdentityDocuments = Type.Object({
  list: Type.Array(IdentityDocument),
  /** Whether an identity document (every side it has) is approved. */
  verified: Type.Boolean(),
  /** Withdrawals above this amount (minor units) need verified documents; null: never. */
  threshold: Nullable(Type.Integer({ minimum: 0 })),
});
export type IdentityDocuments = Static<typeof IdentityDocuments>;

/** The operator's view: whose document and who reviewed it. */
export const OperatorIdentityDocument = Type.Object({
  ...IdentityDocument.properties,
  memberId: Type.Integer(),
  account: Type.String(),
  /** The reviewer's actor name (`staff:12`); null while pending. */
  reviewedBy: Nullable(Type.String()),
});
export type OperatorIdentityDocument = Static<typeof OperatorIdentityDocument>;

export const DocumentQuery = Type.Object({
  status: Type.Optional(StringEnum(DOCUMENT_STATUSES)),
  cursor: Type.Optional(RecordCursor),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: DOCUMENT_PAGE_MAX, default: DOCUMENT_PAGE_DEFAULT }),
  ),
});
export type DocumentQuery = Static<typeof DocumentQuery>;

export const OperatorDocumentPage = CursorPage('items', OperatorIdentityDocument);
export type OperatorDocumentPage = Static<typeof OperatorDocumentPage>;

export const DocumentParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
  id: Type.Integer({ minimum: 1, maximum: 2 ** 53 }),
});
export type DocumentParams = Static<typeof DocumentParams>;

export const DocumentRejection = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: MAX_REJECT_REASON_CHARS, pattern: '\\S' }),
});
export type DocumentRejection = Static<typeof DocumentRejection>;

/** A merchant's identity settings. */
export const IdentitySettings = Type.Object({
  /** Withdrawals above this amount (minor units) wait for approved documents; null: never. */
  documentsThreshold: Nullable(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
});
export type IdentitySettings = Static<typeof IdentitySettings>;
