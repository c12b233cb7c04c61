import type { Static, TSchema } from 'typebox';
import type { ErrorCode } from './error-codes';
import type { ReplyOf, RequestOf, Route, RouteArea } from './route';

// The runtime half of the route table: each call's TypeBox schemas, attached to its plain entry.
// Only the platform (which registers, validates, serializes and documents with them) and the
// tests import these; the site bundle reads the entries alone.

/** A call's schemas, named as Fastify names them. */
export interface RouteSchemas {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** The OK envelope's `value` (`Type.Null()` for a call that returns nothing). */
  reply: TSchema;
  /** Catalogue codes the call may answer besides OK (documented; the fake may answer them). */
  errors?: readonly ErrorCode[];
  /** The call may answer 201 Created (with the same envelope) when it made something new. */
  created?: boolean;
}

/** A route with its schemas. */
export type BoundRoute<R extends Route = Route, S extends RouteSchemas = RouteSchemas> = R & {
  readonly schemas: S;
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type BodyMatches<R, S> = S extends { body: infer B extends TSchema }
  ? Same<Static<B>, RequestOf<R>['body']>
  : RequestOf<R> extends { body: unknown }
    ? false
    : true;

/** `unknown` when a call's schemas agree with its entry's types; else a shape no literal fits. */
type Agreeing<R, S extends RouteSchemas> =
  Same<Static<S['reply']>, ReplyOf<R>> extends true
    ? BodyMatches<R, S> extends true
      ? unknown
      : { body: 'the body schema differs from the route type' }
    : { reply: 'the reply schema differs from the route type' };

/**
 * Attaches schemas to every call of an area; fails typecheck when a call has none, or when a
 * reply or body schema's static type differs from what its entry declares.
 */
export function bindSchemas<A extends RouteArea, S extends { [K in keyof A]: RouteSchemas }>(
  area: A,
  schemas: S & { [K in keyof A]: Agreeing<A[K], S[K]> },
): {
  [K in keyof A]: BoundRoute<A[K], S[K]>;
} {
  const bound = Object.entries(area).map(([name, entry]) => [
    name,
    { ...entry, schemas: schemas[name as keyof A] },
  ]);
  return Object.fromEntries(bound) as { [K in keyof A]: BoundRoute<A[K], S[K]> };
}
