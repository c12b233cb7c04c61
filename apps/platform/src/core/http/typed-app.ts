import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

// Routes take their request and reply types from the contract's TypeBox schemas: a route
// registered on a `TypedApp` (or inside a `TypedPlugin`) gets `request.query`, `request.body`,
// `request.params` and the handler's return type from `schema.querystring` / `body` / `params` /
// `response`, so no shape is declared a second time.
export type { FastifyPluginAsyncTypebox as TypedPlugin } from '@fastify/type-provider-typebox';

/** A Fastify instance whose routes are typed by their TypeBox schemas. */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
