// Runtime constants of identity documents (issue 29, the player desk); no schema is built here
// (the site imports these).

export const IDENTITY_PATHS = {
  /** GET (token): the member's documents, newest first, and whether they are verified. */
  documents: '/wps/identity/documents',
  /** POST (token) multipart: `kind`, `side` where the kind has two, one `file` (png, jpg or pdf). */
  upload: '/wps/identity/documents',
} as const;

export const IDENTITY_OPS_PATHS = {
  /** GET `?status&cursor&limit`: the merchant's documents, newest first (the review queue). */
  documents: '/ops/merchants/:code/identity-documents',
  /** GET: one document's bytes, as a download. */
  file: '/ops/merchants/:code/identity-documents/:id/file',
  /** POST: approves a pending document. */
  approve: '/ops/merchants/:code/identity-documents/:id/approve',
  /** POST `{ reason }`: rejects a pending document; the member reads the reason. */
  reject: '/ops/merchants/:code/identity-documents/:id/reject',
  /** GET / PUT `{ documentsThreshold }`: above which withdrawal amount documents are required. */
  settings: '/ops/merchants/:code/identity-settings',
} as const;

/** What a document is. */
export const DOCUMENT_KINDS = [
  'NATIONAL_ID',
  'PASSPORT',
  'DRIVING_LICENCE',
  'PROOF_OF_ADDRESS',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The kinds with a front and a back, each uploaded apart (`side`); the others have none. */
export const TWO_SIDED_KINDS: readonly DocumentKind[] = ['NATIONAL_ID', 'DRIVING_LICENCE'];

/** The kinds that prove who the member is (proof of address alone does not). */
export const IDENTITY_KINDS: readonly DocumentKind[] = [
  'NATIONAL_ID',
  'PASSPORT',
  'DRIVING_LICENCE',
];

export const DOCUMENT_SIDES = ['FRONT', 'BACK'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/** The sides a kind is uploaded in: front and back, or the one whole document (null). */
export const sidesOf = (kind: DocumentKind): readonly (DocumentSide | null)[] =>
  TWO_SIDED_KINDS.includes(kind) ? DOCUMENT_SIDES : [null];

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** A document: png, jpg or pdf (checked from its bytes), at most 5 MB. */
export const DOCUMENT_MEDIA_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** A rejection's reason, in characters. */
export const MAX_REJECT_REASON_CHARS = 500;
/** Page size of the operator's queue, by default and at most. */
export const DOCUMENT_PAGE_DEFAULT = 50;
export const DOCUMENT_PAGE_MAX = 200;
