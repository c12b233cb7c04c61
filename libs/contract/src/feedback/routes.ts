import { route, type BinaryReply, type MultipartBody } from '../core/route';
import { opsRoute } from '../operator/ops-route';
import type {
  ActivityComment,
  CommentPage,
  CommentQuery,
  Feedback,
  FeedbackAnswer,
  OperatorCommentPage,
  OperatorCommentQuery,
  OperatorFeedbackPage,
  OperatorFeedbackQuery,
} from './feedback';
import { FEEDBACK_OPS_PATHS, FEEDBACK_PATHS } from './constants';

/** The feedback area's calls; sending feedback and adding a comment are multipart forms. */
export const FEEDBACK_ROUTES = {
  /** Sends feedback: question type, content and up to 3 images. */
  send: route<{ body: MultipartBody }, Feedback>('PUT', FEEDBACK_PATHS.feedback, 'member'),
  /** A promotion's comments, newest first (no sign-in needed). */
  comments: route<{ params: { promotionId: string }; query: CommentQuery }, CommentPage>(
    'GET',
    FEEDBACK_PATHS.comments,
    'none',
  ),
  /** Comments on a promotion: content and up to 3 images. */
  addComment: route<{ params: { promotionId: string }; body: MultipartBody }, ActivityComment>(
    'POST',
    FEEDBACK_PATHS.comments,
    'member',
  ),
};

type Merchant = { params: { code: string } };

/**
 * The operator's feedback calls: read and answer feedback, see its images (bytes), read
 * activity comments.
 */
export const FEEDBACK_OPS_ROUTES = {
  /** The merchant's feedback, newest first. */
  list: opsRoute<Merchant & { query: OperatorFeedbackQuery }, OperatorFeedbackPage>(
    'GET',
    FEEDBACK_OPS_PATHS.feedback,
    'feedback.read',
  ),
  /** Answers one feedback; the answer reaches the member as a message. */
  answer: opsRoute<{ params: { id: number }; body: FeedbackAnswer }, Feedback>(
    'POST',
    FEEDBACK_OPS_PATHS.answer,
    'feedback.answer',
  ),
  /** The bytes of one feedback image (`:n` from 0). */
  image: opsRoute<{ params: { id: number; n: number } }, BinaryReply>(
    'GET',
    FEEDBACK_OPS_PATHS.image,
    'feedback.read',
  ),
  /** The merchant's activity comments. */
  comments: opsRoute<Merchant & { query: OperatorCommentQuery }, OperatorCommentPage>(
    'GET',
    FEEDBACK_OPS_PATHS.comments,
    'feedback.read',
  ),
};
