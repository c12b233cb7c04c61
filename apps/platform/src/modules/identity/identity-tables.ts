import type { Generated } from 'kysely';
import type {
  DocumentKind,
  DocumentMediaType,
  DocumentSide,
  DocumentStatus,
} from '@tessera/contract';
import type { Id, Int8 } from '../../core/db/tables';

/** A member's uploaded identity document and its review status (migration 0092). */
export interface IdentityDocumentTable {
  id: Generated<Id>;
  merchant_code: string;
  member_id: Id;
  kind: DocumentKind;
  side: DocumentSide | null;
  /** Its random name in DOCUMENT_DIR (never the uploaded one). */
  file_name: string;
  media_type: DocumentMediaType;
  size: number;
  status: Generated<DocumentStatus>;
  reason: string | null;
  /** The reviewer's actor name; null while pending. */
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}

/** One decision on a document: at most one per document. */
export interface IdentityReviewTable {
  id: Generated<Id>;
  document_id: Id;
  decision: 'approved' | 'rejected';
  reason: string | null;
  actor_kind: string;
  actor_id: string;
  actor_name: string;
  decided_at: Date;
}

/** A merchant's identity settings; no row is the same as a null threshold. */
export interface IdentitySettingTable {
  merchant_code: string;
  /** Withdrawals above this many minor units wait for approved documents; null: never. */
  documents_threshold: Int8 | null;
  updated_at: Date;
}

declare module '../../core/db/tables' {
  interface Database {
    identity_document: IdentityDocumentTable;
    identity_review: IdentityReviewTable;
    identity_setting: IdentitySettingTable;
  }
}
