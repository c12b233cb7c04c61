// Runtime constants of feedback and activity comments (spec §3 feedback, §5 limits); no schema
// is built here (the site imports these).

export const FEEDBACK_PATHS = {
  /** PUT (token) multipart: questionType, content, up to 3 `image` files (spec §7). */
  feedback: '/wps/feedback',
  /** GET (merchant) `?cursor&limit`: a promotion's comments, newest first. */
  comments: '/wps/promotions/:promotionId/comments',
  /**
   * GET: one comment image. Under /cdn (no merchant header) so an <img> can load it; its id is
   * 128 random bits, and whoever sees the comment may see it.
   */
  commentImage: '/cdn/comment-images/:imageId',
} as const;

export const FEEDBACK_OPS_PATHS = {
  /** GET `?status&cursor&limit`: the merchant's feedback, newest first. */
  feedback: '/ops/merchants/:code/feedback',
  /** POST `{ answer }`: answers one feedback; the answer reaches the member as a message. */
  answer: '/ops/feedback/:id/answer',
  /** GET: the bytes of one feedback image (`:n` from 0). */
  image: '/ops/feedback/:id/images/:n',
  /** GET `?promotionId&cursor&limit`: the merchant's activity comments. */
  comments: '/ops/merchants/:code/comments',
} as const;

/** The comments path of one promotion. */
export const commentsPath = (promotionId: string) =>
  FEEDBACK_PATHS.comments.replace(':promotionId', encodeURIComponent(promotionId));

/** What a feedback is about (spec §3 "question type"). */
export const QUESTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'PROMOTION',
  'ACCOUNT',
  'SUGGESTION',
  'OTHER',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const FEEDBACK_STATUSES = ['open', 'answered'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Feedback, remark and activity comment: at most 140 characters (spec §5). */
export const MAX_FEEDBACK_CHARS = 140;
/** Feedback content between these many words (spec §5 `{0}`–`{1}`, decided here). */
export const MIN_FEEDBACK_WORDS = 3;
export const MAX_FEEDBACK_WORDS = 40;
/** Images of a feedback or comment: png or jpg, at most 5 MB each, at most 3 (spec §5). */
export const MAX_UPLOAD_IMAGES = 3;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MEDIA_TYPES = ['image/png', 'image/jpeg'] as const;
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];
/** A promotion id as any promotion module names it. */
export const PROMOTION_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$';
