import type { DocumentKind, DocumentSide, DocumentStatus } from '@tessera/contract';

/** The translation key of each document kind, side and status (security section). */
export const KIND_KEYS = {
  NATIONAL_ID: 'security.kindNationalId',
  PASSPORT: 'security.kindPassport',
  DRIVING_LICENCE: 'security.kindDrivingLicence',
  PROOF_OF_ADDRESS: 'security.kindProofOfAddress',
} as const satisfies Record<DocumentKind, string>;

export const SIDE_KEYS = {
  FRONT: 'security.sideFront',
  BACK: 'security.sideBack',
} as const satisfies Record<DocumentSide, string>;

export const STATUS_KEYS = {
  pending: 'security.statusPending',
  approved: 'security.statusApproved',
  rejected: 'security.statusRejected',
} as const satisfies Record<DocumentStatus, string>;
