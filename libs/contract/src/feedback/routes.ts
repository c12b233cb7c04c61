import { route } from '../core/route';
import { opsRoute } from '../operator/ops-route';
import type {
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

/**
 * The feedback area's JSON calls. Sending feedback and adding a comment are multipart forms, and
 * images are bytes: those stay registered by hand.
 */
export const FEEDBACK_ROUTES = {
  /** A promotion's comments, newest first (no sign-in needed). */
  comments: route<{ params: { promotionId: string }; query: CommentQuery }, CommentPage>(
    'GET',
    FEEDBACK_PATHS.comments,
    'none',
  ),
};

type Merchant = { params: { code: string } };

/** The operator's feedback calls: read and answer feedback, read activity comments. */
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
  /** The merchant's activity comments. */
  comments: opsRoute<Merchant & { query: OperatorCommentQuery }, OperatorCommentPage>(
    'GET',
    FEEDBACK_OPS_PATHS.comments,
    'feedback.read',
  ),
};
