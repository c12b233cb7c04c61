import {
  GATEWAY_VERSION_HEADER,
  MERCHANT_HEADER,
  PAM_PREFIX,
  PAM_TOKEN_HEADER,
  PROTECTION_PATHS,
  SANDBOX_AGGREGATOR_PREFIX,
  SANDBOX_OIDC_PATH,
} from '@tessera/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_KEY_HEADER } from './modules/sandbox-vendor';
import { payloadKeyOf, seal, tokenOf } from './testing/accounts';
import { envelopeProblem } from './testing/envelope';
import { routesOf, sample, urlOf, type JsonSchema, type Route } from './testing/malformed';
import { installPamToken, pamWrapperProblem, TEST_PAM_TOKEN } from './testing/pam';
import {
  launchGame,
  moneyOf,
  prepareSandbox,
  TEST_GAMES,
  TEST_VENDOR_KEY,
} from './testing/sandbox';
import { startTestApp, type TestApp } from './testing/test-app';
import { testDbKinds } from './testing/test-db';

// The input rule as a property (issue 27): for every route of the app's own OpenAPI document
// with a body, query or path schema, fast-check makes requests that are valid but for one field
// of the wrong type (text where a number belongs, a number where text does, an array, an object,
// a boolean, null where null is not allowed, a lone surrogate, "Infinity"), sent as a signed-in
// caller so they reach validation and the handlers. Each must be refused with a 4xx in the
// route's reply format (the envelope; the PAM wrapper on /pam), and no money may move anywhere.
// The cases and 5xx per route are printed, for the figures of the issue.

const OPERATOR_TOKEN = 'ops-token-for-the-input-rule-property';
const MERCHANT = 'AURORA';
/** Generated requests per route: enough to meet every wrong type of a route's fields. */
const RUNS_PER_ROUTE = 12;
const LONE_SURROGATE = '\ud800';
/** Routes whose valid call ends the caller's sessions: sent with a second member's session. */
const SESSION_ENDING: readonly string[] = [
  PROTECTION_PATHS.timeOut,
  PROTECTION_PATHS.selfExclusion,
];

type Part = 'body' | 'query' | 'params';
/** One field of a route that a request can get wrong. */
interface Field {
  part: Part;
  name: string;
  schema: JsonSchema;
}

/** The types a schema allows; OpenAPI 3.0 writes `['integer', 'null']` as `nullable: true`. */
function typesOf(schema: JsonSchema & { nullable?: boolean }): string[] {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return schema.nullable && types.length > 0 ? [...types, 'null'] : types;
}

/** Text that is not a finite number (and not a number at all, but for the non-finite ones). */
const notANumberText = fc.constantFrom(
  'Infinity',
  '-Infinity',
  'NaN',
  '1e999',
  'abc',
  '0x10',
  ' 7 ',
  '',
);

/**
 * Values of the wrong type for one field: a body's JSON can carry any type, so anything its
 * schema does not list is wrong; a query or path is text, so only text its schema cannot
 * convert is wrong (a number as text is a fine string there).
 */
function wrongValues({ part, schema }: Field): fc.Arbitrary<unknown> | null {
  const types = typesOf(schema);
  if (types.length === 0) return null; // a union or free value: no single wrong type
  const numeric = types.includes('integer') || types.includes('number');
  // A URL is UTF-8: it cannot carry a lone surrogate, and any text is a string.
  if (part !== 'body') {
    if (numeric) return notANumberText;
    if (types.includes('boolean')) return fc.constantFrom('maybe', '2', 'yes', '');
    return null;
  }
  const wrong: fc.Arbitrary<unknown>[] = [
    fc.constant(types.includes('string') ? `x${LONE_SURROGATE}` : LONE_SURROGATE),
  ];
  if (!numeric) wrong.push(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
  if (numeric) wrong.push(notANumberText, fc.integer().map(String));
  if (!types.includes('string')) wrong.push(fc.string({ maxLength: 8 }));
  if (!types.includes('boolean')) wrong.push(fc.boolean());
  if (!types.includes('array')) wrong.push(fc.array(fc.integer(), { maxLength: 3 }));
  if (!types.includes('object')) wrong.push(fc.dictionary(fc.string({ maxLength: 4 }), fc.nat()));
  if (!types.includes('null')) wrong.push(fc.constant(null));
  return fc.oneof(...wrong);
}

/** The fields of a route a request can get wrong, each with its wrong values. */
function fieldsOf(route: Route): [Field, fc.Arbitrary<unknown>][] {
  const fields: Field[] = [
    ...Object.entries(route.body?.properties ?? {}).map(([name, schema]) => ({
      part: 'body' as const,
      name,
      schema,
    })),
    ...Object.entries(route.query).map(([name, schema]) => ({
      part: 'query' as const,
      name,
      schema,
    })),
    ...Object.entries(route.params).map(([name, schema]) => ({
      part: 'params' as const,
      name,
      schema,
    })),
  ];
  return fields.flatMap((field) => {
    const values = wrongValues(field);
    return values ? [[field, values] as [Field, fc.Arbitrary<unknown>]] : [];
  });
}

/** What is wrong with a reply to a wrong-typed request, or null when it is a proper refusal. */
function problemOf(res: LightMyRequestResponse, route: Route): string | null {
  const status = `${res.statusCode} ${res.body.slice(0, 160)}`;
  if (res.statusCode < 400 || res.statusCode >= 500) return status;
  if (route.path.startsWith(`${PAM_PREFIX}/`)) {
    const problem = pamWrapperProblem(res);
    return problem && `${problem}: ${status}`;
  }
  // The sandbox aggregator speaks Valkyrie's API (a JSON string), the OpenID token endpoint
  // OAuth 2; the platform's own checks before them answer the envelope.
  if (route.path.startsWith(`${SANDBOX_AGGREGATOR_PREFIX}/`) && res.body.startsWith('"'))
    return null;
  if (route.path === `${SANDBOX_OIDC_PATH}/token` && res.body.includes('"error"')) return null;
  const problem = envelopeProblem(res);
  return problem && `${problem}: ${status}`;
}

/** Every wallet and ledger total of the database: a refused request changes none of them. */
async function moneyEverywhere(t: TestApp): Promise<string> {
  const { rows } = await sql<{ wallets: string; entries: string; ledger: string }>`
    select (select coalesce(sum(balance), 0) from wallet)::text as wallets,
           (select count(*) from ledger_entry)::text as entries,
           (select coalesce(sum(amount), 0) from ledger_entry)::text as ledger`.execute(t.db);
  const player = await moneyOf(t.db, MERCHANT, 'player1');
  return JSON.stringify({ ...rows[0], player: player.balance });
}

describe.each(testDbKinds())('the input rule as a property on %s', (kind) => {
  let t: TestApp;
  let routes: Route[];
  let memberToken: string;
  let endingToken: string;
  let gameSession: string;
  const figures: { route: string; cases: number; fiveHundreds: number }[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      operatorToken: OPERATOR_TOKEN,
      // The limits must not answer 429 before the input is looked at.
      ipLimits: {
        loginPerMinute: 1_000_000,
        smsPerMinute: 1_000_000,
        registerPerMinute: 1_000_000,
        captchaPerMinute: 1_000_000,
        vitalsPerMinute: 1_000_000,
      },
    });
    await prepareSandbox(t.db);
    routes = routesOf(t.app.swagger() as Parameters<typeof routesOf>[0]);
    memberToken = await tokenOf(t.app, MERCHANT, 'player1', 'player1pass');
    endingToken = await tokenOf(t.app, MERCHANT, 'agent1', 'agent1pass');
    await installPamToken(t.db);
    gameSession = (await launchGame(t.app, MERCHANT, memberToken, TEST_GAMES.slot.code)).launch;
  }, 120_000);
  afterAll(async () => {
    const cases = figures.reduce((sum, f) => sum + f.cases, 0);
    const fiveHundreds = figures.reduce((sum, f) => sum + f.fiveHundreds, 0);
    console.info(
      [
        `input rule on ${kind}: ${figures.length} routes, ${cases} cases, ${fiveHundreds} 5xx`,
        ...figures.map((f) => `  ${f.route}: ${f.cases} cases, ${f.fiveHundreds} 5xx`),
      ].join('\n'),
    );
    await t?.close();
  });

  /** One request, signed in as the route expects, with one field set to `value`. */
  function send(route: Route, field: Field, value: unknown, sealed: boolean) {
    const headers: Record<string, string> = { [MERCHANT_HEADER]: MERCHANT };
    if (route.path.startsWith(`${PAM_PREFIX}/`)) {
      headers.authorization = `Bearer ${TEST_PAM_TOKEN}`;
      headers[PAM_TOKEN_HEADER] = gameSession;
    } else {
      const token = route.path.startsWith('/ops')
        ? OPERATOR_TOKEN
        : SESSION_ENDING.includes(route.path)
          ? endingToken
          : memberToken;
      headers.authorization = `Bearer ${token}`;
      headers[VENDOR_KEY_HEADER] = TEST_VENDOR_KEY;
    }
    const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
    const url =
      field.part === 'params' ? urlOf(route, { [field.name]: text(value) }) : urlOf(route);
    const query = new URLSearchParams(
      Object.entries(route.query).map(([name, schema]): [string, string] => [
        name,
        text(sample(schema)),
      ]),
    );
    if (field.part === 'query') query.set(field.name, text(value));
    let payload: string | undefined;
    if (route.body) {
      const json = {
        ...(sample(route.body) as object),
        ...(field.part === 'body' ? { [field.name]: value } : {}),
      };
      headers['content-type'] = 'application/json';
      if (sealed) headers[GATEWAY_VERSION_HEADER] = '3';
      payload = JSON.stringify(sealed ? seal(json, payloadKeyOf(MERCHANT)) : json);
    }
    const search = query.size > 0 ? `?${query}` : '';
    return t.app.inject({ method: route.method, url: `${url}${search}`, headers, payload });
  }

  it('finds the routes with input schemas in the OpenAPI document', () => {
    const withInput = routes.filter((route) => fieldsOf(route).length > 0);
    expect(withInput.length).toBeGreaterThan(60);
  });

  it('refuses a wrong-typed field on every route with a 4xx in its format, and moves no money', async () => {
    const problems: string[] = [];
    const before = await moneyEverywhere(t);
    for (const route of routes) {
      const fields = fieldsOf(route);
      if (fields.length === 0) continue;
      const figure = { route: `${route.method} ${route.path}`, cases: 0, fiveHundreds: 0 };
      figures.push(figure);
      const request = fc
        .constantFrom(...fields)
        .chain(([field, values]) => fc.tuple(fc.constant(field), values, fc.boolean()));
      const result = await fc.check(
        fc.asyncProperty(request, async ([field, value, sealed]) => {
          figure.cases += 1;
          const res = await send(route, field, value, sealed);
          if (res.statusCode >= 500) figure.fiveHundreds += 1;
          const problem = problemOf(res, route);
          if (problem) throw new Error(`${field.part}.${field.name}: ${problem}`);
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (result.failed)
        problems.push(
          `${figure.route} ${JSON.stringify(result.counterexample?.[0]?.slice(1))}: ${String(result.errorInstance)}`,
        );
      const after = await moneyEverywhere(t);
      if (after !== before) problems.push(`${figure.route} moved money: ${before} → ${after}`);
    }
    expect(problems, `${problems.length} problems:\n${problems.join('\n')}`).toEqual([]);
  }, 300_000);
});
