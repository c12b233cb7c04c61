import { PAM_CORRELATION_HEADER, PAM_PREFIX, pamFailure } from '@tessera/contract';
import type { IncomingMessage } from 'node:http';
import type { Db } from '../../core/db/database';
import type { TypedApp } from '../../core/http/typed-app';
import type { ApiTokenStore } from './pam-api-tokens';
import { apiTokenCheck } from './pam-auth';
import { pamErrorHandler } from './pam-reply';
import { pamRoutes } from './pam-routes';

/** The longest tracing header carried into the log (a W3C traceparent is 55 characters). */
const MAX_TRACE_LENGTH = 128;

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.slice(0, MAX_TRACE_LENGTH);
}

/**
 * The log bindings of a PAM request: its X-Correlation-ID and traceparent, so every line of
 * the request (Fastify's "incoming request" included) can be matched with the aggregator's.
 * The app's `childLoggerFactory` adds them to each request's logger; other requests get none.
 */
export function pamLogBindings(request: IncomingMessage): Record<string, string> {
  if (!request.url?.startsWith(`${PAM_PREFIX}/`)) return {};
  const bindings: Record<string, string> = {};
  const correlationId = headerOf(request, PAM_CORRELATION_HEADER);
  const traceparent = headerOf(request, 'traceparent');
  if (correlationId) bindings.correlationId = correlationId;
  if (traceparent) bindings.traceparent = traceparent;
  return bindings;
}

/**
 * The Valkyrie PAM API under PAM_PREFIX, in its own encapsulated context: the one place where
 * replies are not the platform's envelope but the document's wrapper (`pamErrorHandler` and
 * the not-found handler answer it for every refusal and failure), since the contract is the
 * aggregator's. Every request first shows the aggregator's API token (`pamTokens`, which the
 * operator API issues and revokes); its X-Correlation-ID
 * and traceparent go into every log line of the request (`pamLogBindings`).
 */
export async function pamModule(
  app: TypedApp,
  deps: { db: Db; now: () => Date; pamTokens: ApiTokenStore },
) {
  await app.register(
    async (pam: TypedApp) => {
      pam.setErrorHandler(pamErrorHandler);
      pam.setNotFoundHandler((request, reply) =>
        reply.code(404).send(pamFailure('PAM_ERR_UNDEFINED', `No PAM call ${request.url}`)),
      );
      pam.addHook('onRequest', apiTokenCheck(deps.pamTokens));
      await pam.register(pamRoutes, deps);
    },
    { prefix: PAM_PREFIX },
  );
}
