import { pamFailure, type PamErrorCode } from '@tessera/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/api-error';

/**
 * A refusal in the PAM API's terms. The document keeps HTTP statuses for hard errors (401 an
 * unknown session or API token, 400 a missing parameter or an invalid body) and answers
 * business refusals (overdraft, settled round, …) with 200 and `status: ERROR`.
 */
export class PamRefusal extends Error {
  constructor(
    readonly code: PamErrorCode,
    message: string,
    readonly httpStatus: 200 | 400 | 401 = 200,
  ) {
    super(message);
  }
}

/** 400 with PAM_ERR_UNDEFINED: the request itself is wrong (the document's "Invalid request"). */
export const invalidRequest = (message: string) =>
  new PamRefusal('PAM_ERR_UNDEFINED', message, 400);

/**
 * The PAM routes' error handler: every reply, refusals and failures alike, is the document's
 * wrapper instead of the platform's envelope. A Fastify or core 4xx (schema validation,
 * malformed JSON, a NUL) keeps its status with PAM_ERR_UNDEFINED; anything else is a 500
 * whose details stay in the log.
 */
export function pamErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof PamRefusal)
    return reply.code(error.httpStatus).send(pamFailure(error.code, error.message));
  const status =
    error instanceof ApiError
      ? error.statusCode
      : 'statusCode' in error && typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.code(status).send(pamFailure('PAM_ERR_UNDEFINED', error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(pamFailure('PAM_ERR_UNDEFINED', 'Internal error'));
}
