// The routes of the app's OpenAPI document, plausible values of their schemas, and malformed
// values of each field: what the malformed-input table test sends.

/** The part of a JSON Schema the table test reads. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Operation {
  parameters?: { in: 'query' | 'path' | 'header'; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** One method of one path, with the schemas of its query, path parameters and JSON body. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query: Record<string, JsonSchema>;
  params: Record<string, JsonSchema>;
  body: JsonSchema | null;
}

export const NUL = '\u0000';
export const LONG = 'x'.repeat(100_000);

/** Strings some field patterns accept (codes, countries, hex nonces, file names). */
const STRING_CANDIDATES = [
  'a',
  'AURORA',
  'US',
  'WEB',
  'bn',
  'A.svg',
  '0'.repeat(32),
  '0'.repeat(64),
];

/** A plausible value of a schema, so that one malformed field is the only thing wrong. */
export function sample(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]),
    );
  if (schema.format === 'date-time') return new Date().toISOString();
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  return STRING_CANDIDATES.find((s) => !pattern || pattern.test(s)) ?? 'a';
}

const hasType = (schema: JsonSchema, ...types: string[]) =>
  types.some((type) =>
    Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type,
  );

/** Malformed values of one field: each must be refused. */
export function badValues(schema: JsonSchema, name: string): [string, unknown][] {
  const common: [string, unknown][] = [
    ['an object', { [name]: 1 }],
    ['an array of two', [sample(schema), sample(schema)]],
  ];
  if (hasType(schema, 'string'))
    return [
      ...common,
      ['NUL', `${String(sample(schema))}${NUL}`],
      ['only NUL', NUL],
      ['100 KB', LONG],
    ];
  if (hasType(schema, 'integer', 'number'))
    return [
      ...common,
      ['text', 'abc'],
      ['a fraction', 1.5],
      ['huge', 1e308],
      ['hugely negative', -1e308],
      ['beyond 64 bits', '99999999999999999999999'],
      ['negative', -1e15],
      ['NUL', `1${NUL}`],
    ];
  if (hasType(schema, 'boolean')) return [...common, ['text', 'maybe'], ['NUL', NUL]];
  if (hasType(schema, 'array'))
    return [
      ['a NUL item', [NUL]],
      ['an object', { a: 1 }],
    ];
  return common;
}

/**
 * Values of fields no schema declares, of every JSON type: a handler must never see them (a
 * sealed registration's extra number once reached a `.trim()`). Dropped, so they may succeed.
 */
export const EXTRA_FIELDS: [string, unknown][] = [
  ['a number', 7],
  ['huge', 1e308],
  ['an object', { a: { b: [1] } }],
  ['an array', [1, 'a', null]],
  ['null', null],
  ['a boolean', false],
  ['NUL', NUL],
];

/** Every route and method of an OpenAPI document (3.0, as @fastify/swagger writes it). */
export function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
      .map(([method, op]) => {
        const of = (where: string) =>
          Object.fromEntries(
            (op.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, p.schema]),
          );
        const body = op.requestBody?.content['application/json']?.schema ?? null;
        return {
          method: method.toUpperCase() as Route['method'],
          path,
          query: of('query'),
          params: of('path'),
          body,
        };
      }),
  );
}

/** `/ops/merchants/{code}/settings` with its parameters filled in. */
export function urlOf(route: Route, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? String(sample(route.params[name] ?? {}))),
  );
}
