import { ERROR_CODES, GATEWAY_VERSION_HEADER, MERCHANT_HEADER } from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadKeyOf, seal, tokenOf } from './testing/accounts';
import { startTestApp, type TestApp } from './testing/test-app';
import { testDbKinds } from './testing/test-db';

// Every route the app has (from its own OpenAPI document, which the docs spec proves complete)
// gets malformed requests: wrong types in each query and body field, NUL in every string field
// and in the path, 100 KB strings, huge, negative and fractional numbers, arrays and objects
// where scalars belong, invalid JSON and a wrong content type. Sent with a valid merchant header
// and a valid member session (operator token for /ops), plain and sealed, so they reach schema
// validation and the handlers. Every reply must be a 4xx envelope, never a 5xx.

const OPERATOR_TOKEN = 'ops-token-for-malformed-input-tests';
const MERCHANT = 'AURORA';
const NUL = '\u0000';
const LONG = 'x'.repeat(100_000);

interface JsonSchema {
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
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query: Record<string, JsonSchema>;
  params: Record<string, JsonSchema>;
  body: JsonSchema | null;
}

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
function sample(schema: JsonSchema): unknown {
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

const isString = (schema: JsonSchema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
const isNumber = (schema: JsonSchema) =>
  schema.type === 'integer' ||
  schema.type === 'number' ||
  (Array.isArray(schema.type) && schema.type.includes('integer'));

/** Malformed values of one field: each must be refused. */
function badValues(schema: JsonSchema, name: string): [string, unknown][] {
  const common: [string, unknown][] = [
    ['an object', { [name]: 1 }],
    ['an array of two', [sample(schema), sample(schema)]],
  ];
  if (isString(schema))
    return [
      ...common,
      ['NUL', `${String(sample(schema))}${NUL}`],
      ['only NUL', NUL],
      ['100 KB', LONG],
    ];
  if (isNumber(schema))
    return [
      ...common,
      ['text', 'abc'],
      ['a fraction', 1.5],
      ['huge', 1e300],
      ['beyond 64 bits', '99999999999999999999999'],
      ['negative', -1e15],
      ['NUL', `1${NUL}`],
    ];
  if (schema.type === 'boolean') return [...common, ['text', 'maybe'], ['NUL', NUL]];
  if (schema.type === 'array')
    return [
      ['a NUL item', [NUL]],
      ['an object', { a: 1 }],
    ];
  return common;
}

function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
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
function urlOf(route: Route, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? String(sample(route.params[name] ?? {}))),
  );
}

describe.each(testDbKinds())('malformed input on %s', (kind) => {
  let t: TestApp;
  let routes: Route[];
  let memberToken: string;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      operatorToken: OPERATOR_TOKEN,
      // The limits must not answer 429 before the input is looked at.
      ipLimits: {
        loginPerMinute: 1_000_000,
        smsPerMinute: 1_000_000,
        registerPerMinute: 1_000_000,
        captchaPerMinute: 1_000_000,
      },
    });
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    routes = routesOf(doc).filter((route) => route.path !== '/health');
    memberToken = await tokenOf(t.app, MERCHANT, 'player1', 'player1pass');
  }, 120_000);
  afterAll(() => t?.close());

  function send(
    route: Route,
    url: string,
    payload?: { body: string; type: string } | { json: unknown; sealed?: boolean },
  ) {
    const token = route.path.startsWith('/ops') ? OPERATOR_TOKEN : memberToken;
    const headers: Record<string, string> = {
      [MERCHANT_HEADER]: MERCHANT,
      authorization: `Bearer ${token}`,
    };
    let raw: string | undefined;
    if (payload && 'body' in payload) {
      headers['content-type'] = payload.type;
      raw = payload.body;
    } else if (payload) {
      headers['content-type'] = 'application/json';
      if (payload.sealed) headers[GATEWAY_VERSION_HEADER] = '3';
      raw = JSON.stringify(
        payload.sealed ? seal(payload.json, payloadKeyOf(MERCHANT)) : payload.json,
      );
    }
    return t.app.inject({ method: route.method, url, headers, payload: raw });
  }

  /** A refused request: a 4xx with the envelope, its code from the catalogue and no value. */
  function expectRefused(res: LightMyRequestResponse, what: string) {
    const summary = `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, summary).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, summary).toBeLessThan(500);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort(), summary).toEqual(['code', 'message', 'value']);
    expect(ERROR_CODES, summary).toContain(body.code);
    expect(typeof body.message, summary).toBe('string');
  }

  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('refuses malformed query values on every route', async () => {
    for (const route of routes)
      for (const [name, schema] of Object.entries(route.query))
        for (const [label, value] of badValues(schema, name)) {
          // A query string cannot carry an object (`name[a]=1` is just another, unknown name).
          if (label === 'an object') continue;
          const query = new URLSearchParams();
          if (Array.isArray(value)) for (const item of value) query.append(name, String(item));
          else query.append(name, String(value));
          const what = `${route.method} ${route.path}?${name}= ${label}`;
          expectRefused(await send(route, `${urlOf(route)}?${query}`), what);
        }
  });

  it('refuses NUL and malformed values in every path, parameter or not', async () => {
    for (const route of routes) {
      const what = `${route.method} ${route.path}`;
      expectRefused(await send(route, `${urlOf(route)}%00`), `${what} + %00`);
      expectRefused(await send(route, `${urlOf(route)}/%00`), `${what} + /%00`);
      for (const name of Object.keys(route.params)) {
        for (const value of [NUL, `AURORA${NUL}`, `A${NUL}.svg`, LONG.slice(0, 2000), '-1'])
          expectRefused(
            await send(route, urlOf(route, { [name]: value })),
            `${what} {${name}}=${JSON.stringify(value.slice(0, 20))}`,
          );
      }
    }
  });

  it('refuses malformed body fields on every route with a body, plain and sealed', async () => {
    for (const route of routes.filter((r) => r.body?.properties)) {
      const base = sample(route.body as JsonSchema) as Record<string, unknown>;
      for (const [name, schema] of Object.entries(route.body?.properties ?? {}))
        for (const [label, value] of badValues(schema, name))
          for (const sealed of [false, true]) {
            const what = `${route.method} ${route.path} body.${name} ${label}${sealed ? ' sealed' : ''}`;
            const json = { ...base, [name]: value };
            expectRefused(await send(route, urlOf(route), { json, sealed }), what);
          }
      // NUL in a key, and a NUL string under an unknown key
      for (const sealed of [false, true])
        expectRefused(
          await send(route, urlOf(route), { json: { ...base, [`a${NUL}`]: NUL }, sealed }),
          `${route.method} ${route.path} NUL key${sealed ? ' sealed' : ''}`,
        );
    }
  });

  it('refuses invalid JSON, wrong body types and a wrong content type on every route', async () => {
    for (const route of routes) {
      const what = `${route.method} ${route.path}`;
      const url = urlOf(route);
      if (route.method === 'GET') continue;
      for (const body of ['{', '{"a":', 'nul', '"\\u0000"', '[1,2', `{"a":"${LONG}`])
        expectRefused(
          await send(route, url, { body, type: 'application/json' }),
          `${what} JSON ${body.slice(0, 10)}`,
        );
      // A route without a body schema ignores a well-formed body; only the malformed ones count.
      if (route.body)
        for (const json of [[], [1, 2], 'text', 42, null, NUL])
          expectRefused(await send(route, url, { json }), `${what} body ${JSON.stringify(json)}`);
      // Fastify reads text/plain as a string body: a wrong type only where a body is expected.
      if (route.body)
        expectRefused(
          await send(route, url, { body: 'a=1', type: 'text/plain' }),
          `${what} text/plain`,
        );
      expectRefused(
        await send(route, url, { body: '<a/>', type: 'application/xml' }),
        `${what} application/xml`,
      );
    }
  });
});
