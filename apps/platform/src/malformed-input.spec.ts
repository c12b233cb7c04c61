import {
  GATEWAY_VERSION_HEADER,
  MERCHANT_HEADER,
  PAM_PREFIX,
  PAM_TOKEN_HEADER,
  PATHS,
  PROTECTION_PATHS,
  SANDBOX_AGGREGATOR_PREFIX,
  SANDBOX_OIDC_PATH,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadKeyOf, seal, tokenOf } from './testing/accounts';
import { envelopeProblem } from './testing/envelope';
import {
  badValues,
  EXTRA_FIELDS,
  LONG,
  NUL,
  routesOf,
  sample,
  urlOf,
  type JsonSchema,
  type Route,
} from './testing/malformed';
import { installPamToken, pamRefused, pamWrapperProblem, TEST_PAM_TOKEN } from './testing/pam';
import { launchGame, prepareSandbox, TEST_GAMES, TEST_VENDOR_KEY } from './testing/sandbox';
import { startTestApp, type TestApp } from './testing/test-app';
import { testDbKinds } from './testing/test-db';
import { VENDOR_KEY_HEADER } from './modules/sandbox-vendor';

// Every route the app has (from its own OpenAPI document, which the docs spec proves complete)
// gets malformed requests: wrong types in each query and body field, NUL in every string field
// and in the path, 100 KB strings, ±1e308 and 64-bit overflows, arrays and objects where scalars
// belong, fields no schema declares (of every type), JSON bodies that are not objects, invalid
// JSON and wrong content types. Each is sent twice: signed in (a member session, the operator
// token on /ops, the vendor key on the sandbox wallet, the aggregator's token and a game session
// on the PAM API), so it reaches validation and the
// handlers, plain and sealed; and anonymous, so it meets the auth checks. A malformed value must
// be refused with a 4xx envelope; an unknown field (NUL in its name or value included) is dropped
// before the handler, so the call may succeed; nothing may answer 5xx or outside the envelope. Problems are collected, so a failure lists them all with a count.

const OPERATOR_TOKEN = 'ops-token-for-malformed-input-tests';
const MERCHANT = 'AURORA';
/** Each battery is thousands of requests: seconds alone, longer on a busy 2-core CI machine. */
const BATTERY_TIMEOUT_MS = 120_000;
const CALLERS = ['signed in', 'anonymous'] as const;
/**
 * Routes whose valid call ends the caller's sessions (a time-out, a self-exclusion): sent with
 * another member's session, so the rest still reach the handlers as the signed-in member.
 */
const SESSION_ENDING: readonly string[] = [
  PROTECTION_PATHS.timeOut,
  PROTECTION_PATHS.selfExclusion,
];
type Caller = (typeof CALLERS)[number];
type Payload = { body: string; type: string } | { json: unknown; sealed?: boolean };

/** `refused`: a 4xx envelope with a catalogue code; `answered`: anything but a 5xx, enveloped. */
function problemOf(
  res: LightMyRequestResponse,
  expected: 'refused' | 'answered',
  route: Route,
): string | null {
  const status = `${res.statusCode} ${res.body.slice(0, 160)}`;
  if (res.statusCode >= 500) return status;
  // The PAM API answers in the aggregator's wrapper, not the envelope (modules/pam), and
  // refuses business mistakes (a negative stake, an unknown player) with 200 and ERROR.
  if (route.path.startsWith(`${PAM_PREFIX}/`)) {
    const problem = pamWrapperProblem(res);
    if (problem) return `${problem}: ${status}`;
    return expected === 'refused' && !pamRefused(res) ? `accepted: ${status}` : null;
  }
  // The sandbox aggregator speaks Valkyrie's operator API: its refusals are a JSON string.
  if (route.path.startsWith(`${SANDBOX_AGGREGATOR_PREFIX}/`) && res.statusCode >= 400)
    return jsonString(res) || !envelopeProblem(res)
      ? null
      : `neither string nor envelope: ${status}`;
  // The sandbox OpenID provider's token endpoint speaks OAuth 2, which client libraries read:
  // its own refusals are OAuth errors (RFC 6749 §5.2); the platform's checks before it (schema,
  // NUL) still answer envelopes.
  if (route.path === `${SANDBOX_OIDC_PATH}/token` && res.statusCode >= 400) {
    const oauth = typeof res.json<{ error?: unknown }>().error === 'string';
    return oauth || !envelopeProblem(res) ? null : `neither OAuth error nor envelope: ${status}`;
  }
  if (expected === 'refused' && res.statusCode < 400) return `accepted: ${status}`;
  const json = String(res.headers['content-type']).startsWith('application/json');
  if (res.statusCode < 400 && !json) return null; // a page or an image of a route that took it
  const problem = envelopeProblem(res);
  return problem && `${problem}: ${status}`;
}

/** Whether a reply's body is one JSON string. */
function jsonString(res: LightMyRequestResponse): boolean {
  try {
    return typeof res.json() === 'string';
  } catch {
    return false;
  }
}

describe.each(testDbKinds())('malformed input on %s', (kind) => {
  let t: TestApp;
  let routes: Route[];
  let memberToken: string;
  let endingToken: string;
  let gameSession: string;
  let requests = 0;
  let problems: string[] = [];
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
    await prepareSandbox(t.db);
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    routes = routesOf(doc);
    memberToken = await tokenOf(t.app, MERCHANT, 'player1', 'player1pass');
    endingToken = await tokenOf(t.app, MERCHANT, 'agent1', 'agent1pass');
    await installPamToken(t.db);
    gameSession = (await launchGame(t.app, MERCHANT, memberToken, TEST_GAMES.slot.code)).launch;
  }, 120_000);
  afterAll(async () => {
    console.info(`malformed input on ${kind}: ${requests} requests`);
    await t?.close();
  });

  function send(caller: Caller, route: Route, url: string, payload?: Payload) {
    const headers: Record<string, string> = { [MERCHANT_HEADER]: MERCHANT };
    if (caller === 'signed in' && route.path.startsWith(`${PAM_PREFIX}/`)) {
      headers.authorization = `Bearer ${TEST_PAM_TOKEN}`;
      headers[PAM_TOKEN_HEADER] = gameSession;
    } else if (caller === 'signed in') {
      const token = route.path.startsWith('/ops')
        ? OPERATOR_TOKEN
        : SESSION_ENDING.includes(route.path)
          ? endingToken
          : memberToken;
      headers.authorization = `Bearer ${token}`;
      headers[VENDOR_KEY_HEADER] = TEST_VENDOR_KEY;
    }
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

  /** Sends one request as each caller and notes what went wrong. */
  async function expectAll(
    expected: 'refused' | 'answered',
    what: string,
    route: Route,
    url: string,
    payload?: Payload,
  ) {
    for (const caller of CALLERS) {
      requests += 1;
      const problem = problemOf(await send(caller, route, url, payload), expected, route);
      if (problem) problems.push(`${caller}: ${route.method} ${what} → ${problem}`);
    }
  }

  /** Fails with every problem the test found, counted. */
  function expectNoProblems() {
    const found = problems;
    problems = [];
    expect(found, `${found.length} problems:\n${found.slice(0, 30).join('\n')}`).toEqual([]);
  }

  it('finds every route in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.map((route) => route.path)).toContain('/sandbox/wallet/debit');
    expect(routes.map((route) => route.path)).toContain(
      `${PAM_PREFIX}/players/{playerId}/transactions`,
    );
  });

  it(
    'refuses malformed query values on every route',
    async () => {
      for (const route of routes)
        for (const [name, schema] of Object.entries(route.query))
          for (const [label, value] of badValues(schema, name)) {
            // A query string cannot carry an object (`name[a]=1` is just another, unknown name).
            if (label === 'an object') continue;
            const query = new URLSearchParams();
            if (Array.isArray(value)) for (const item of value) query.append(name, String(item));
            else query.append(name, String(value));
            const what = `${route.path}?${name}= ${label}`;
            await expectAll('refused', what, route, `${urlOf(route)}?${query}`);
          }
      expectNoProblems();
    },
    BATTERY_TIMEOUT_MS,
  );

  it(
    'refuses NUL and malformed values in every path, parameter or not',
    async () => {
      for (const route of routes) {
        await expectAll('refused', `${route.path} + %00`, route, `${urlOf(route)}%00`);
        await expectAll('refused', `${route.path} + /%00`, route, `${urlOf(route)}/%00`);
        for (const name of Object.keys(route.params))
          for (const value of [NUL, `AURORA${NUL}`, `A${NUL}.svg`, LONG.slice(0, 2000), '-1'])
            await expectAll(
              'refused',
              `${route.path} {${name}}=${JSON.stringify(value.slice(0, 20))}`,
              route,
              urlOf(route, { [name]: value }),
            );
      }
      expectNoProblems();
    },
    BATTERY_TIMEOUT_MS,
  );

  /** Each route with a JSON body, with a plausible body, plain and sealed. */
  async function forEachBody(
    check: (route: Route, base: Record<string, unknown>, sealed: boolean) => Promise<void>,
  ) {
    for (const route of routes.filter((r) => r.body?.properties))
      for (const sealed of [false, true])
        await check(route, sample(route.body as JsonSchema) as Record<string, unknown>, sealed);
  }

  it(
    'refuses malformed body fields on every route with a body, plain and sealed',
    async () => {
      await forEachBody(async (route, base, sealed) => {
        for (const [name, schema] of Object.entries(route.body?.properties ?? {}))
          for (const [label, value] of badValues(schema, name)) {
            const what = `${route.path} body.${name} ${label}${sealed ? ' sealed' : ''}`;
            const json = { ...base, [name]: value };
            await expectAll('refused', what, route, urlOf(route), { json, sealed });
          }
      });
      expectNoProblems();
    },
    BATTERY_TIMEOUT_MS,
  );

  it(
    'answers fields no schema declares, of every type, on every route with a body',
    async () => {
      await forEachBody(async (route, base, sealed) => {
        for (const [label, value] of EXTRA_FIELDS) {
          const what = `${route.path} extra field ${label}${sealed ? ' sealed' : ''}`;
          // Apart: the NUL key alone is refused before the handler, which would hide the rest.
          for (const json of [
            { ...base, extra: value, nested: { extra: value } },
            { ...base, [`k${NUL}`]: value },
          ])
            await expectAll('answered', what, route, urlOf(route), { json, sealed });
        }
      });
      expectNoProblems();
    },
    BATTERY_TIMEOUT_MS,
  );

  it(
    'refuses invalid JSON, bodies that are not objects and wrong content types',
    async () => {
      for (const route of routes) {
        if (route.method === 'GET') continue;
        const url = urlOf(route);
        for (const body of ['{', '{"a":', 'nul', '"\\u0000"', '[1,2', `{"a":"${LONG}`])
          await expectAll('refused', `${route.path} JSON ${body.slice(0, 10)}`, route, url, {
            body,
            type: 'application/json',
          });
        // A route without a body schema ignores a well-formed body; only the malformed ones count.
        if (route.body)
          for (const json of [[], [1, 2], 'text', 42, 1e308, true, null, NUL])
            for (const sealed of [false, true])
              await expectAll('refused', `${route.path} body ${JSON.stringify(json)}`, route, url, {
                json,
                sealed,
              });
        // Fastify reads text/plain as a string body: a wrong type only where a body is expected.
        if (route.body)
          await expectAll('refused', `${route.path} text/plain`, route, url, {
            body: 'a=1',
            type: 'text/plain',
          });
        for (const type of [
          'application/xml',
          'multipart/form-data',
          'application/x-www-form-urlencoded',
        ])
          await expectAll('refused', `${route.path} ${type}`, route, url, { body: '<a/>', type });
      }
      expectNoProblems();
    },
    BATTERY_TIMEOUT_MS,
  );

  it('still has the member signed in: the requests reached the handlers as that member', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: PATHS.memberInfo,
      headers: { [MERCHANT_HEADER]: MERCHANT, authorization: `Bearer ${memberToken}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
