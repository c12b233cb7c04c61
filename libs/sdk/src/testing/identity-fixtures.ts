import type { IdentityDocument, IdentityDocuments } from '@tessera/contract';

/** A national id's front, rejected with a reason, and its back awaiting review. */
export const identityDocuments: IdentityDocuments = {
  list: [
    {
      id: 2,
      kind: 'NATIONAL_ID',
      side: 'BACK',
      mediaType: 'image/jpeg',
      size: 182_000,
      status: 'pending',
      reason: null,
      createdAt: '2026-03-05T09:00:00.000Z',
      reviewedAt: null,
    },
    {
      id: 1,
      kind: 'NATIONAL_ID',
      side: 'FRONT',
      mediaType: 'image/png',
      size: 240_000,
      status: 'rejected',
      reason: 'The photo is blurred: please upload a sharper one.',
      createdAt: '2026-03-04T09:00:00.000Z',
      reviewedAt: '2026-03-04T12:00:00.000Z',
    },
  ],
  verified: false,
  threshold: 500_000,
};

/** What an upload answers: the new document, pending. */
export const uploadedDocument: IdentityDocument = {
  id: 3,
  kind: 'PASSPORT',
  side: null,
  mediaType: 'application/pdf',
  size: 90_000,
  status: 'pending',
  reason: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  reviewedAt: null,
};
