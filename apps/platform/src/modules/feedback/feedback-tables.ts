import type { Generated } from 'kysely';
import type { Id } from '../../core/db/tables';

/** A member's feedback (spec §3) and the operator's answer. */
export interface FeedbackTable {
  id: Generated<Id>;
  merchant_code: string;
  member_id: Id;
  question_type: string;
  content: string;
  answer: string | null;
  created_at: Date;
  answered_at: Date | null;
}

/** An activity comment, keyed by any promotion id. */
export interface ActivityCommentTable {
  id: Generated<Id>;
  merchant_code: string;
  promotion_id: string;
  member_id: Id;
  content: string;
  created_at: Date;
}

/** An image of a feedback or a comment (exactly one owner), type checked from its bytes. */
export interface UploadedImageTable {
  /** 32 random hex digits: a comment image's address, so no one can walk the list. */
  id: string;
  feedback_id: Id | null;
  comment_id: Id | null;
  position: number;
  media_type: string;
  bytes: Buffer | Uint8Array;
  created_at: Date;
}

declare module '../../core/db/tables' {
  interface Database {
    feedback: FeedbackTable;
    activity_comment: ActivityCommentTable;
    uploaded_image: UploadedImageTable;
  }
}
