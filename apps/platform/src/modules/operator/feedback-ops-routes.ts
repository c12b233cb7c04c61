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
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { answerFeedback, feedbackImage, listComments, listFeedback, sendImage } from '../feedback';

const tags = ['operator'];

/** 404 MERCHANT_UNKNOWN for a code no merchant has, rather than an empty list. */
async function knownMerchant(db: Db, code: string): Promise<string> {
  const merchant = await db
    .selectFrom('merchant')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!merchant) throw new ApiError(404, 'MERCHANT_UNKNOWN', `Unknown merchant "${code}"`);
  return merchant.code;
}

/** Feedback to read and answer (the answer reaches the member as a message), and comments. */
export async function feedbackOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  app.get(
    FEEDBACK_OPS_PATHS.feedback,
    {
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
    { schema: { tags, params: FeedbackImageParams } },
    async (request, reply) =>
      sendImage(reply, await feedbackImage(db, request.params.id, request.params.n)),
  );

  app.get(
    FEEDBACK_OPS_PATHS.comments,
    {
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
