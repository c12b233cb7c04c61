import { PAM_PREFIX, pamFailure, type ErrorCode } from '@tessera/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { fail } from '../http/envelope';
import { API_HEADERS } from '../http/security-headers';
import { globalPlugin } from './global-plugin';

/** The only text a 5xx reply ever carries: details stay in the server log. */
export const INTERNAL_MESSAGE = 'Internal error';

/**
 * The catalogue code of a 4xx that Fastify or Node made (not a route): one stable code per kind
 * of mistake, so the site can say what to do (`errors.REQUEST_TOO_LARGE`: send less).
 */
export function clientErrorCode(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 413 || status === 414 || status === 431) return 'REQUEST_TOO_LARGE';
  return 'BAD_REQUEST';
}

/** Every error and every unknown route replies with the envelope and an honest status. */
export const errorsPlugin = globalPlugin(async (app) => {
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(fail('NOT_FOUND', `Route ${request.method} ${request.url} not found`)),
  );
  app.setErrorHandler(handleError);
});

/**
 * Errors the router answers before any route or error handler runs (a malformed URL, a path
 * parameter longer than `maxParamLength`): the envelope too, with the router's 4xx status.
 * A Fastify server option (`frameworkErrors`), so buildApp passes it when it creates the app.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ err: error }, 'client error');
  // The PAM API answers in its own wrapper (modules/pam), before routing too.
  const body = request.url.startsWith(`${PAM_PREFIX}/`)
    ? pamFailure('PAM_ERR_UNDEFINED', error.message)
    : fail(clientErrorCode(status), error.message);
  // No hook ran for this request, so the security headers come from here.
  return reply.code(status).headers(API_HEADERS).send(body);
}

/**
 * Busboy (under @fastify/multipart) throws plain errors, without a status, for a broken form
 * (no or an over-long boundary, a body cut off): the caller's mistake, answered 400 like
 * @fastify/multipart's own limit errors (which carry their 4xx status).
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data|The needle cannot)/;

function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    // A value (LoginFailure, the invalid field) tells the site what to show next.
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({ ...fail(error.code, error.message), value: error.value });
  }
  const status =
    'statusCode' in error && typeof error.statusCode === 'number'
      ? error.statusCode
      : MALFORMED_MULTIPART.test(error.message)
        ? 400
        : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (validation, malformed JSON, body too large) describe the
    // request, not the server, so their message is safe and useful to the caller.
    request.log.info({ err: error }, 'client error');
    return reply.code(status).send(fail(clientErrorCode(status), error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(status >= 500 && status < 600 ? status : 500)
    .send(fail('INTERNAL', INTERNAL_MESSAGE));
}
