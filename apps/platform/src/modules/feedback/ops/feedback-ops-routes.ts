import {
  FEEDBACK_OPS_PATHS,
  Feedback,
  FeedbackAnswer,
  FeedbackIdParams,
  FeedbackImageParams,
  MerchantSettingsParams,
  OperatorCommentPage,
  OperatorCommentQuery,
  OperatorFeedbackPage,
  OperatorFeedbackQuery,
  envelope,
  type WithDefaults,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { knownMerchant } from '../../merchants';
import { answerFeedback, feedbackImage, listFeedback } from '../feedback-store';
import { listComments } from '../comment-store';
import { sendImage } from '../feedback-routes';

const tags = ['operator'];

/** Feedback to read and answer (the answer reaches the member as a message), and comments. */
export async function feedbackOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  app.get(
    FEEDBACK_OPS_PATHS.feedback,
    {
      config: { permission: 'feedback.read' },
      schema: {
        tags,
        params: MerchantSettingsParams,
        querystring: OperatorFeedbackQuery,
        response: { 200: envelope(OperatorFeedbackPage) },
      },
    },
    async (request) => {
      const query = request.query as WithDefaults<OperatorFeedbackQuery, 'limit'>;
      return ok(await listFeedback(db, await knownMerchant(db, request.params.code), query));
    },
  );

  app.post(
    FEEDBACK_OPS_PATHS.answer,
    {
      config: { permission: 'feedback.answer' },
      schema: {
        tags,
        params: FeedbackIdParams,
        body: FeedbackAnswer,
        response: { 200: envelope(Feedback) },
      },
    },
    async (request) => ok(await answerFeedback(db, request.params.id, request.body.answer, now())),
  );

  app.get(
    FEEDBACK_OPS_PATHS.image,
    { config: { permission: 'feedback.read' }, schema: { tags, params: FeedbackImageParams } },
    async (request, reply) =>
      sendImage(reply, await feedbackImage(db, request.params.id, request.params.n)),
  );

  app.get(
    FEEDBACK_OPS_PATHS.comments,
    {
      config: { permission: 'feedback.read' },
      schema: {
        tags,
        params: MerchantSettingsParams,
        querystring: OperatorCommentQuery,
        response: { 200: envelope(OperatorCommentPage) },
      },
    },
    async (request) => {
      const query = request.query as WithDefaults<OperatorCommentQuery, 'limit'>;
      return ok(await listComments(db, await knownMerchant(db, request.params.code), query));
    },
  );
}
