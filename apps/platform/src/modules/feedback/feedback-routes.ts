import multipart from '@fastify/multipart';
import {
  CommentImageParams,
  type CommentQuery,
  FEEDBACK_CALLS,
  FEEDBACK_PATHS,
  type WithDefaults,
} from '@tessera/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import { readImageForm } from '../../core/http/image-form';
import type { TypedApp } from '../../core/http/typed-app';
import { memberOnly, requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import { addComment, commentImage, listComments } from './comment-store';
import { submitFeedback } from './feedback-store';
import {
  COMMENT_FORM,
  COMMENT_FORM_LIMITS,
  FEEDBACK_FORM,
  FEEDBACK_FORM_LIMITS,
} from './upload-forms';

/** What the feedback and comment routes need. */
export interface FeedbackDeps {
  db: Db;
  now: () => Date;
}

/** A signed-in real member: trial accounts neither send feedback nor comment. */
function writer(request: FastifyRequest) {
  const { member } = requestSession(request);
  if (member.type === 4)
    throw new ApiError(403, 'TRIAL_ACCOUNT', 'Trial accounts cannot write feedback or comments');
  return { id: Number(member.id), merchantCode: member.merchant_code, account: member.account };
}

/** Sends stored image bytes with their checked type; never sniffed, cached privately. */
export function sendImage(reply: FastifyReply, image: { media_type: string; bytes: Uint8Array }) {
  return reply
    .header('content-type', image.media_type)
    .header('cache-control', 'private, max-age=86400')
    .send(Buffer.from(image.bytes));
}

/** The member's forms (multipart, in their own context: no other route takes forms). */
async function formRoutes(app: TypedApp, { db, now }: FeedbackDeps): Promise<void> {
  await app.register(async (form: TypedApp) => {
    await form.register(multipart, { limits: FEEDBACK_FORM_LIMITS });
    routeFor(
      form,
      FEEDBACK_CALLS.send,
      async (request) => {
        const member = writer(request);
        const read = await readImageForm(request, FEEDBACK_FORM);
        return ok(await submitFeedback(db, member, read, now()));
      },
      { tags: ['feedback'] },
    );
  });
  await app.register(async (form: TypedApp) => {
    await form.register(multipart, { limits: COMMENT_FORM_LIMITS });
    routeFor(
      form,
      FEEDBACK_CALLS.addComment,
      async (request) => {
        const member = writer(request);
        const read = await readImageForm(request, COMMENT_FORM);
        return ok(await addComment(db, member, request.params.promotionId, read, now()));
      },
      { tags: ['promotions'] },
    );
  });
}

/**
 * Feedback (spec §3, `PUT /wps/feedback`) and activity comments: writing needs a session;
 * reading a promotion's comments and their images needs only the merchant.
 */
export async function feedbackModule(app: TypedApp, deps: FeedbackDeps): Promise<void> {
  const { db } = deps;
  routeFor(
    app,
    FEEDBACK_CALLS.comments,
    async (request) => {
      const query = request.query as WithDefaults<CommentQuery, 'limit'>;
      const page = await listComments(db, requestMerchant(request).code, {
        ...query,
        promotionId: request.params.promotionId,
      });
      return ok({
        items: page.items.map(({ promotionId: _p, memberId: _m, ...comment }) => comment),
        nextCursor: page.nextCursor,
      });
    },
    { tags: ['promotions'] },
  );

  app.get(
    FEEDBACK_PATHS.commentImage,
    { schema: { tags: ['promotions'], params: CommentImageParams } },
    async (request, reply) => sendImage(reply, await commentImage(db, request.params.imageId)),
  );

  await app.register(memberOnly<FeedbackDeps>(formRoutes), deps);
}
