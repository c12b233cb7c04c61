import Type, { type Static, type TSchema } from 'typebox';

// Small builders for JSON-schema shapes TypeBox spells differently from the platform's
// hand-written schemas: each keeps the exact wire schema and gives it the right static type.

/** `{ type: 'string', enum }`: a closed list of strings (documented, validated on input). */
export function StringEnum<const V extends readonly string[]>(values: V, options: object = {}) {
  return Type.Unsafe<V[number]>({ ...options, type: 'string', enum: [...values] });
}

/**
 * A value that may be null, as a JSON-schema type list (`type: ['string', 'null']`) rather than
 * `anyOf`: with Fastify's type coercion `anyOf` would turn a null into "".
 */
export function Nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** An object of any keys whose values all match `value` (`additionalProperties: value`). */
export function Dictionary<T extends TSchema, K extends string = string>(value: T) {
  return Type.Unsafe<Partial<Record<K, Static<T>>>>({
    type: 'object',
    additionalProperties: value,
  });
}

/**
 * The type a handler sees after Fastify applied a querystring's defaults: the listed fields are
 * always present. (The schema's own static type is what a caller sends, with them optional.)
 */
export type WithDefaults<T, K extends keyof T> = {
  [P in keyof T as P extends K ? never : P]: T[P];
} & { [P in K]-?: Exclude<T[P], undefined> };
