import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
/** The builder's options in JSON Schema (not JTD) mode, which is what the app uses. */
type SchemaOptions = Exclude<Parameters<BuildCompilerFromPool>[1], { mode: 'JTD' } | undefined>;
/** What @fastify/ajv-compiler's pooled builder really returns: one compile call per route part. */
type PartCompiler = (route: { schema: unknown; httpPart?: string }) => unknown;

/**
 * The options every part of a request is validated with. Strict mode is stated rather than left
 * to ajv's default, so an unknown keyword in a schema fails at startup instead of being silently
 * ignored (TypeBox 1.x keeps its own markers non-enumerable, so ajv sees plain JSON Schema;
 * `format: 'date-time'` comes from the ajv-formats the compiler adds). `removeAdditional:
 * 'all'`: a handler sees only the fields its schema declares (an unknown field of any type is
 * dropped, as a sealed registration's `{ "nope": 7 }` reached a `.trim()` and answered 500); a
 * schema that must refuse unknown fields says so with `propertyNames`, which still applies.
 */
export const AJV_OPTIONS = { strict: true, removeAdditional: 'all' } as const;

/** An ajv validate function, as Fastify calls it (`schemaEnv` lets ajv coerce in place). */
interface Validate {
  (data: unknown, context?: unknown): boolean;
  errors?: unknown[] | null;
  schemaEnv?: unknown;
}

/** The only text a query or path number may be: ajv would also read " 7 ", "0x10" or "1e999". */
const DECIMAL = /^-?\d{1,20}(\.\d{1,20})?$/;

/** The names of an object schema's properties that say integer or number. */
function numericNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties;
  return Object.entries(properties ?? {})
    .filter(([, property]) =>
      [property.type].flat().some((type) => type === 'integer' || type === 'number'),
    )
    .map(([name]) => name);
}

/**
 * A query string's or path's number must be written as one, in decimal: ajv's conversion takes
 * anything JavaScript's `+text` takes (" 7 " is 7, "0x10" is 16, "1e999" is Infinity), the same
 * laxity the JSON body no longer has. Checked on the raw text before ajv converts it.
 */
function decimalsOnly(validate: Validate, schema: unknown): Validate {
  const names = numericNames(schema);
  if (names.length === 0) return validate;
  const checked: Validate = (data, context) => {
    const raw = (data ?? {}) as Record<string, unknown>;
    const bad = names.find((name) =>
      [raw[name]].flat().some((value) => typeof value === 'string' && !DECIMAL.test(value)),
    );
    if (bad !== undefined) {
      checked.errors = [
        {
          keyword: 'type',
          instancePath: `/${bad}`,
          schemaPath: `#/properties/${bad}/type`,
          params: {},
          message: 'must be a decimal number',
        },
      ];
      return false;
    }
    const valid = validate(data, context);
    checked.errors = validate.errors;
    return valid;
  };
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/**
 * One input rule, per part of the request. A JSON body already carries types, so it is never
 * coerced: "10.00", " 7 ", "0x10", true or [5] is not a number, a number or an array is not a
 * string, and null is a value only where the schema says so (the PAM API booked `true` as 1.00).
 * A query string and path parameters are text by nature: they convert where their schema says
 * integer, number or boolean (and a lone value becomes an array where it says array), as
 * Fastify does by default, but a number only from decimal text (`decimalsOnly`); headers as
 * Fastify does. Non-finite numbers, lone surrogates and NUL are
 * refused after this for every part alike (plugins/refuse-malformed-input.ts).
 *
 * Fastify's documented seam (`schemaController.compilersFactory.buildValidator`): the default
 * compiler, built twice from the same shared schemas and options, once with coercion off.
 */
export const partAwareValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const build = AjvCompiler();
  const base = (options ?? {}) as SchemaOptions;
  const customOptions = base.customOptions ?? {};
  const converting = build(externalSchemas, {
    ...base,
    customOptions: { ...customOptions, coerceTypes: 'array' },
  }) as unknown as PartCompiler;
  const exact = build(externalSchemas, {
    ...base,
    customOptions: { ...customOptions, coerceTypes: false },
  }) as unknown as PartCompiler;
  const compile: PartCompiler = (route) => {
    if (route.httpPart === 'body') return exact(route);
    const validate = converting(route) as Validate;
    return route.httpPart === 'headers' ? validate : decimalsOnly(validate, route.schema);
  };
  return compile as unknown as ReturnType<BuildCompilerFromPool>;
};
