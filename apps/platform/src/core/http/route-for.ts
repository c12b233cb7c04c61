import {
  envelope,
  isBinaryReply,
  type BinarySchema,
  type BoundRoute,
  type Envelope,
  type OpsAccess,
  type ReplyOf,
  type RouteSchemas,
} from '@tessera/contract';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { ApiError } from './api-error';
import { bearerToken } from './bearer';
import type { TypedApp } from './typed-app';

// Registers a route from its route-table entry: the method, the URL, the request schemas and the
// reply schema all come from the contract, so the platform names none of them a second time.

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

type SchemasOf<R> = R extends { schemas: infer S extends RouteSchemas } ? S : never;

/** The request a handler of route `R` sees, typed from its schemas as Fastify validates them. */
export type TableRequest<R> = FastifyRequest<{
  Params: StaticOr<SchemasOf<R>['params'], unknown>;
  Querystring: StaticOr<SchemasOf<R>['querystring'], unknown>;
  Body: StaticOr<SchemasOf<R>['body'], unknown>;
}>;

/** A handler answers the route's reply in an OK envelope, or sends a reply itself. */
export type TableHandler<R> = (
  request: TableRequest<R>,
  reply: FastifyReply,
) => Promise<Envelope<ReplyOf<R>> | FastifyReply>;

/** What a route may add besides its entry: OpenAPI tags, hooks, limits. */
export type TableRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  tags?: string[];
  /** Route config besides the permission, which an operator call's entry names. */
  config?: Omit<NonNullable<RouteShorthandOptions['config']>, 'permission'>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Registered from the route table by routeFor (the table's spec tells such routes apart). */
    fromTable?: boolean;
  }
}

/**
 * A call the entry says needs a session goes no further without a bearer token, whatever context
 * it sits in; the context (e.g. memberOnly) still resolves and checks the session itself.
 */
async function tokenRequired(request: FastifyRequest): Promise<void> {
  if (!bearerToken(request))
    throw new ApiError(401, 'UNAUTHORIZED', 'Not logged in, please log in');
}

/** Who may make an operator call, as its entry names it (opsRoute); the ops guard enforces it. */
const permissionOf = (bound: BoundRoute): OpsAccess | undefined =>
  'permission' in bound ? (bound.permission as OpsAccess) : undefined;

/** A bytes reply as OpenAPI names it: one binary string per content type the handler may send. */
const binaryResponse = ({ binary }: BinarySchema) => ({
  description: 'The bytes themselves (errors are envelopes)',
  content: Object.fromEntries(
    binary.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
});

/** The reply schemas by status: bytes, or the envelope (also under 201 for a call that creates). */
function responses(reply: RouteSchemas['reply'], created: boolean) {
  if (isBinaryReply(reply)) return { 200: binaryResponse(reply) };
  const ok = envelope(reply);
  return created ? { 200: ok, 201: ok } : { 200: ok };
}

/**
 * A multipart form in the docs only: the OpenAPI request body names the form's parts, while
 * Fastify gets no body schema to validate (the parts are read by the handler, not parsed into a
 * body).
 */
const documentedForm =
  (form: TSchema): SwaggerTransform =>
  ({ schema, url }) => ({
    schema: { ...schema, body: form, consumes: ['multipart/form-data'] },
    url,
  });

/**
 * Registers `bound` on `app` with `handler`: method, URL, schemas, the token rule and, for an
 * operator call, its permission all come from the entry. A multipart body is documented, not
 * validated (the handler reads its parts under the limits of the multipart parser registered in
 * its context); a bytes reply is documented by content type and sent by the handler itself.
 */
export function routeFor<R extends BoundRoute>(
  app: TypedApp,
  bound: R,
  handler: TableHandler<R>,
  { tags, config, onRequest, ...options }: TableRouteOptions = {},
): void {
  const { params, querystring, body, multipart, reply } = bound.schemas;
  // A call that creates sets 201 itself (`reply.code(201)`); both answers carry the envelope.
  app.route({
    ...options,
    method: bound.method,
    url: bound.path,
    config: {
      ...config,
      permission: permissionOf(bound),
      fromTable: true,
      ...(multipart ? { swaggerTransform: documentedForm(multipart) } : {}),
    },
    onRequest: [
      // An operator call's caller is the ops guard's to find (token, API key or staff cookie).
      ...(bound.auth === 'none' || bound.auth === 'operator' ? [] : [tokenRequired]),
      ...(onRequest ? [onRequest].flat() : []),
    ],
    schema: {
      ...(tags ? { tags } : {}),
      ...(bound.auth === 'none' ? {} : { security: [{ bearer: [] }] }),
      ...(params ? { params } : {}),
      ...(querystring ? { querystring } : {}),
      ...(body ? { body } : {}),
      response: responses(reply, bound.schemas.created === true),
    },
    handler: handler as never,
  });
}
