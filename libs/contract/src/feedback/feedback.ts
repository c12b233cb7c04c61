import Type, { type Static } from 'typebox';
import { CursorPage } from '../core/cursor-page';
import { Nullable, StringEnum } from '../core/schema-types';
import { RecordCursor } from '../records/records';
import {
  FEEDBACK_STATUSES,
  MAX_FEEDBACK_CHARS,
  MAX_UPLOAD_IMAGES,
  PROMOTION_ID_PATTERN,
  QUESTION_TYPES,
} from './constants';

// Feedback and comments are multipart/form-data bodies: the platform reads them part by part
// (sizes and types checked from the bytes), so the form schemas document rather than validate.

const images = Type.Optional(
  Type.Array(Type.String({ contentMediaType: 'image/png' }), { maxItems: MAX_UPLOAD_IMAGES }),
);

/** The form of `PUT /wps/feedback`. */
export const FeedbackForm = Type.Object({
  questionType: StringEnum(QUESTION_TYPES),
  content: Type.String({ maxLength: MAX_FEEDBACK_CHARS }),
  /** Png or jpg, each at most 5 MB. */
  image: images,
});
export type FeedbackForm = Static<typeof FeedbackForm>;

/** A sent feedback. */
export const Feedback = Type.Object({
  id: Type.Integer(),
  questionType: StringEnum(QUESTION_TYPES),
  content: Type.String(),
  images: Type.Integer(),
  status: StringEnum(FEEDBACK_STATUSES),
  answer: Nullable(Type.String()),
  createdAt: Type.String(),
  answeredAt: Nullable(Type.String()),
});
export type Feedback = Static<typeof Feedback>;

/** The operator's view: whose feedback. */
export const OperatorFeedback = Type.Object({
  ...Feedback.properties,
  memberId: Type.Integer(),
  account: Type.String(),
});
export type OperatorFeedback = Static<typeof OperatorFeedback>;

export const OperatorFeedbackQuery = Type.Object({
  status: Type.Optional(StringEnum(FEEDBACK_STATUSES)),
  cursor: Type.Optional(RecordCursor),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
});
export type OperatorFeedbackQuery = Static<typeof OperatorFeedbackQuery>;

export const OperatorFeedbackPage = CursorPage('items', OperatorFeedback);
export type OperatorFeedbackPage = Static<typeof OperatorFeedbackPage>;

export const FeedbackIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 }) });
export type FeedbackIdParams = Static<typeof FeedbackIdParams>;

export const FeedbackImageParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2 ** 53 }),
  n: Type.Integer({ minimum: 0, maximum: MAX_UPLOAD_IMAGES - 1 }),
});
export type FeedbackImageParams = Static<typeof FeedbackImageParams>;

export const FeedbackAnswer = Type.Object({
  answer: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type FeedbackAnswer = Static<typeof FeedbackAnswer>;

/** The form of `POST /wps/promotions/:promotionId/comments`. */
export const CommentForm = Type.Object({
  content: Type.String({ maxLength: MAX_FEEDBACK_CHARS }),
  image: images,
});
export type CommentForm = Static<typeof CommentForm>;

export const PromotionParams = Type.Object({
  promotionId: Type.String({ pattern: PROMOTION_ID_PATTERN }),
});
export type PromotionParams = Static<typeof PromotionParams>;

/** One activity comment as every reader sees it. */
export const ActivityComment = Type.Object({
  id: Type.Integer(),
  /** The writer's account, masked. */
  author: Type.String(),
  content: Type.String(),
  /** Paths of the comment's images (`/cdn/comment-images/:id`). */
  images: Type.Array(Type.String()),
  createdAt: Type.String(),
});
export type ActivityComment = Static<typeof ActivityComment>;

export const CommentQuery = Type.Object({
  cursor: Type.Optional(RecordCursor),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type CommentQuery = Static<typeof CommentQuery>;

export const CommentPage = CursorPage('items', ActivityComment);
export type CommentPage = Static<typeof CommentPage>;

export const CommentImageParams = Type.Object({
  imageId: Type.String({ pattern: '^[0-9a-f]{32}$' }),
});
export type CommentImageParams = Static<typeof CommentImageParams>;

export const OperatorCommentQuery = Type.Object({
  promotionId: Type.Optional(Type.String({ pattern: PROMOTION_ID_PATTERN })),
  cursor: Type.Optional(RecordCursor),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
});
export type OperatorCommentQuery = Static<typeof OperatorCommentQuery>;

export const OperatorComment = Type.Object({
  ...ActivityComment.properties,
  promotionId: Type.String(),
  memberId: Type.Integer(),
});
export type OperatorComment = Static<typeof OperatorComment>;

export const OperatorCommentPage = CursorPage('items', OperatorComment);
export type OperatorCommentPage = Static<typeof OperatorCommentPage>;
