import type { Static, TSchema } from 'typebox';
import type { ErrorCode } from './error-codes';
import type { BinaryReply, MultipartBody, ReplyOf, RequestOf, Route, RouteArea } from './route';

// The runtime half of the route table: each call's TypeBox schemas, attached to its plain entry.
// Only the platform (which registers, validates, serializes and documents with them) and the
// tests import these; the site bundle reads the entries alone.

/** A reply that is bytes, not the envelope: the content types the handler may send. */
export interface BinarySchema {
  readonly binary: readonly string[];
}

/** Marks a call whose reply is bytes of these content types (the handler sends them itself). */
export const binaryReply = (...contentTypes: string[]): BinarySchema => ({ binary: contentTypes });

/** Whether a reply schema is bytes rather than the envelope's value. */
export const isBinaryReply = (reply: TSchema | BinarySchema): reply is BinarySchema =>
  'binary' in reply && Array.isArray(reply.binary);

/** A call's schemas, named as Fastify names them. */
export interface RouteSchemas {
  params?: TSchema;
  querystring?: TSchema;
  /** A JSON body, validated by the platform. */
  body?: TSchema;
  /**
   * A multipart/form-data body instead (a call whose body is `MultipartBody`): its fields and
   * files, for the docs. Nothing validates it up front: the handler reads the parts one by one,
   * checking sizes and types from the bytes under its own limits.
   */
  multipart?: TSchema;
  /**
   * The OK envelope's `value` (`Type.Null()` for a call that returns nothing), or `binaryReply`
   * for a call that answers bytes (its errors are still envelopes).
   */
  reply: TSchema | BinarySchema;
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

// A multipart body is described (`multipart`), never given a JSON body schema.
type BodyMatches<R, S> =
  RequestOf<R> extends { body: MultipartBody }
    ? S extends { multipart: TSchema }
      ? S extends { body: TSchema }
        ? false
        : true
      : false
    : S extends { body: infer B extends TSchema }
      ? Same<Static<B>, RequestOf<R>['body']>
      : RequestOf<R> extends { body: unknown }
        ? false
        : true;

type ReplyMatches<R, S extends RouteSchemas> = S['reply'] extends BinarySchema
  ? Same<ReplyOf<R>, BinaryReply>
  : S['reply'] extends TSchema
    ? Same<Static<S['reply']>, ReplyOf<R>>
    : false;

/** `unknown` when a call's schemas agree with its entry's types; else a shape no literal fits. */
type Agreeing<R, S extends RouteSchemas> =
  ReplyMatches<R, S> extends true
    ? BodyMatches<R, S> extends true
      ? unknown
      : { body: 'the body schema differs from the route type' }
    : { reply: 'the reply schema differs from the route type' };

/**
 * Attaches schemas to every call of an area; fails typecheck when a call has none, or when a
 * reply or body schema's static type differs from what its entry declares (a multipart body
 * needs its `multipart` description, a bytes reply `binaryReply`).
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
