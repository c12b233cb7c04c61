import { bindSchemas } from '../core/route-schemas';
import { MerchantSettingsParams } from '../operator/settings';
import {
  CommentPage,
  CommentQuery,
  Feedback,
  FeedbackAnswer,
  FeedbackIdParams,
  OperatorCommentPage,
  OperatorCommentQuery,
  OperatorFeedbackPage,
  OperatorFeedbackQuery,
  PromotionParams,
} from './feedback';
import { FEEDBACK_OPS_ROUTES, FEEDBACK_ROUTES } from './routes';

/** The feedback area's JSON calls with their schemas (platform and tests only). */
export const FEEDBACK_CALLS = bindSchemas(FEEDBACK_ROUTES, {
  comments: { params: PromotionParams, querystring: CommentQuery, reply: CommentPage },
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
  comments: {
    params: MerchantSettingsParams,
    querystring: OperatorCommentQuery,
    reply: OperatorCommentPage,
    errors: ['MERCHANT_UNKNOWN'],
  },
});
