import {
  FEEDBACK_OPS_CALLS,
  type OperatorCommentQuery,
  type OperatorFeedbackQuery,
  type WithDefaults,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
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
  routeFor(
    app,
    FEEDBACK_OPS_CALLS.list,
    async (request) => {
      const query = request.query as WithDefaults<OperatorFeedbackQuery, 'limit'>;
      return ok(await listFeedback(db, await knownMerchant(db, request.params.code), query));
    },
    { tags },
  );

  routeFor(
    app,
    FEEDBACK_OPS_CALLS.answer,
    async (request) =>
      ok(
        await answerFeedback(db, request.params.id, request.body.answer, now(), (before) =>
          noteAuditBefore(request, before),
        ),
      ),
    { tags },
  );

  // The image's bytes, not an envelope: the handler sends them.
  routeFor(
    app,
    FEEDBACK_OPS_CALLS.image,
    async (request, reply) =>
      sendImage(reply, await feedbackImage(db, request.params.id, request.params.n)),
    { tags },
  );

  routeFor(
    app,
    FEEDBACK_OPS_CALLS.comments,
    async (request) => {
      const query = request.query as WithDefaults<OperatorCommentQuery, 'limit'>;
      return ok(await listComments(db, await knownMerchant(db, request.params.code), query));
    },
    { tags },
  );
}
