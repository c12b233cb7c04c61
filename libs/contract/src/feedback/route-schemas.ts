import { binaryReply, bindSchemas } from '../core/route-schemas';
import { MerchantSettingsParams } from '../operator/settings';
import { UPLOAD_MEDIA_TYPES } from './constants';
import {
  ActivityComment,
  CommentForm,
  CommentPage,
  CommentQuery,
  Feedback,
  FeedbackAnswer,
  FeedbackForm,
  FeedbackIdParams,
  FeedbackImageParams,
  OperatorCommentPage,
  OperatorCommentQuery,
  OperatorFeedbackPage,
  OperatorFeedbackQuery,
  PromotionParams,
} from './feedback';
import { FEEDBACK_OPS_ROUTES, FEEDBACK_ROUTES } from './routes';

// The forms' refusals: the shared image-form reader's codes, then the text rules'.
const FORM_ERRORS = [
  'FORM_INVALID',
  'UPLOAD_TOO_MANY',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_NOT_IMAGE',
] as const;

/** The feedback area's calls with their schemas (platform and tests only). */
export const FEEDBACK_CALLS = bindSchemas(FEEDBACK_ROUTES, {
  send: {
    multipart: FeedbackForm,
    reply: Feedback,
    errors: [...FORM_ERRORS, 'TEXT_TOO_LONG', 'FEEDBACK_WORD_COUNT', 'TRIAL_ACCOUNT'],
  },
  comments: { params: PromotionParams, querystring: CommentQuery, reply: CommentPage },
  addComment: {
    params: PromotionParams,
    multipart: CommentForm,
    reply: ActivityComment,
    errors: [...FORM_ERRORS, 'TEXT_TOO_LONG', 'COMMENT_EMPTY', 'TRIAL_ACCOUNT'],
  },
});

/** The operator's feedback calls with their schemas. */
export const FEEDBACK_OPS_CALLS = bindSchemas(FEEDBACK_OPS_ROUTES, {
  list: {
    params: MerchantSettingsParams,
    querystring: OperatorFeedbackQuery,
    reply: OperatorFeedbackPage,
    errors: ['MERCHANT_UNKNOWN'],
  },
  answer: {
    params: FeedbackIdParams,
    body: FeedbackAnswer,
    reply: Feedback,
    errors: ['FEEDBACK_NOT_FOUND', 'FEEDBACK_ANSWERED'],
  },
  image: {
    params: FeedbackImageParams,
    reply: binaryReply(...UPLOAD_MEDIA_TYPES),
    errors: ['NOT_FOUND'],
  },
  comments: {
    params: MerchantSettingsParams,
    querystring: OperatorCommentQuery,
    reply: OperatorCommentPage,
    errors: ['MERCHANT_UNKNOWN'],
  },
});
