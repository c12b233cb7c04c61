import { OPERATOR_PATHS, PATHS, SANDBOX_AGGREGATOR_PREFIX } from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from './testing/accounts';
import { expectEnvelope } from './testing/envelope';
import { startTestApp, type TestApp } from './testing/test-app';
import { testDbKinds } from './testing/test-db';

// The malformed requests that answered 500 when the platform was attacked (issue 13, A.1), one
// by one, as the attacker sent them. The table test (malformed-input.spec.ts) covers every route;
// these name the cases that were found, so a regression points at the call.

const OPS_TOKEN = 'ops-token-for-the-malformed-cases-0123';
const NUL = '\u0000';
const REGISTER = {
  username: 'nulcase1',
  password: 'nulcase1pass',
  confirmPassword: 'nulcase1pass',
  registerUrl: 'https://aurora.example/register',
  domain: 'aurora.example',
  registerMethod: 'WEB',
};

/** A caller's mistake: a 4xx in the envelope. */
function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expectEnvelope(res);
}

describe.each(testDbKinds())('the malformed requests of the attack on %s', (kind) => {
  let t: TestApp;
  let member: string;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS_TOKEN });
    member = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
  }, 120_000);
  afterAll(() => t?.close());

  const aurora = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    sealed = false,
  ) => call(t.app, 'AURORA', method, url, body, { token: member, sealed });

  it('refuses a NUL in the game list name, login and forgot username, launch codes', async () => {
    expectRefused(await aurora('GET', `${PATHS.gameList}?name=tiger%00`));
    for (const sealed of [false, true]) {
      const login = { type: 'username', site: 'member', username: `player1${NUL}`, password: 'x' };
      expectRefused(await aurora('POST', PATHS.login, login, sealed));
      const forgot = { username: `player1${NUL}`, email: 'a@b.example' };
      expectRefused(await aurora('POST', PATHS.forgotByEmail, forgot, sealed));
    }
    expectRefused(await aurora('POST', PATHS.launchGame, { gameCode: `A${NUL}`, vassalage: 'PG' }));
    expectRefused(await aurora('POST', PATHS.launchVendor, { vassalage: `PG${NUL}` }));
  });

  it('refuses a NUL in the payee name and referral code of a registration', async () => {
    for (const field of ['payeeName', 'referralCode'])
      for (const sealed of [false, true])
        expectRefused(
          await aurora('PUT', PATHS.register, { ...REGISTER, [field]: `x${NUL}` }, sealed),
        );
  });

  it("refuses a NUL in the operator's merchant code and outbox recipient", async () => {
    const ops = (method: 'GET' | 'PUT', url: string, body?: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        ...(body ? { payload: body } : {}),
      });
    const settings = OPERATOR_PATHS.merchantSettings.replace(':code', 'AURORA%00');
    expectRefused(await ops('PUT', settings, { maintenance: false }));
    expectRefused(await ops('GET', `${OPERATOR_PATHS.outbox}?to=%2B880${encodeURIComponent(NUL)}`));
  });

  it('refuses a JSON body that is not an object on every sandbox route, before any auth', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const posts = Object.entries(doc.paths)
      .filter(([path, methods]) => path.startsWith('/sandbox/') && 'post' in methods)
      .map(([path]) => path.replace('{reference}', 'nope').replace('{provider}', 'pg'));
    // The sandbox aggregator answers in Valkyrie's terms (a JSON string), not the envelope.
    const aggregator = posts.filter((url) => url.startsWith(SANDBOX_AGGREGATOR_PREFIX));
    expect(aggregator).toEqual([`${SANDBOX_AGGREGATOR_PREFIX}/pg/gamelaunch`]);
    for (const url of aggregator) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: '42',
        headers: { 'content-type': 'application/json' },
      });
      expect([res.statusCode, typeof res.json()]).toEqual([401, 'string']);
    }
    expect(posts).toContain('/sandbox/wallet/debit');
    for (const url of posts.filter((path) => !aggregator.includes(path)))
      for (const body of ['42', 'null', '"text"', '[1]', 'true'])
        expectRefused(
          await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload: body,
          }),
        );
  });

  it('answers a registration with fields that are not strings, and refuses node id 1e308', async () => {
    // ajv turns a number into a string and drops unknown fields, so some of these register:
    // what matters is that none reaches the handler as a non-string (it used to call .trim()).
    const extras = [{ email: 5 }, { payeeName: { a: 1 } }, { qqNum: [1] }, { nope: 7 }, { a: [] }];
    for (const [n, extra] of extras.entries()) {
      const username = `${REGISTER.username}${n}`;
      const body = { ...REGISTER, username, ...extra };
      const res = await aurora('PUT', PATHS.register, body, true);
      expect(res.statusCode, `${JSON.stringify(extra)} ${res.body}`).toBeLessThan(500);
      expectEnvelope(res);
    }
    const favourite = { nodeId: 1e308, vendor: 'PG', gameType: 'RNG' };
    expectRefused(await aurora('POST', PATHS.favouriteAdd, favourite));
    expectRefused(await aurora('DELETE', `${PATHS.favouriteRemove}?nodeId=1e308`));
  });
});
