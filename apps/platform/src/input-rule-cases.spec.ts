import {
  CASHIER_PATHS,
  DRAW_PATHS,
  MERCHANT_HEADER,
  PATHS,
  PROFILE_FIELDS,
  PROTECTION_PATHS,
  SECURITY_PATHS,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from './testing/accounts';
import { expectEnvelope } from './testing/envelope';
import { pamCall, pamPlayer, pamTxn, pamWrapperProblem } from './testing/pam';
import { moneyOf } from './testing/sandbox';
import { startTestApp, type TestApp } from './testing/test-app';
import { testDbKinds } from './testing/test-db';

// The input rule (issue 27): a JSON body is never coerced, lone surrogates and non-finite
// numbers are refused like NUL, on every route. These are the calls the attack found booking
// non-numbers as money or answering 500; the property test (input-rule.property.spec.ts)
// covers every route of the OpenAPI document.

const LONE = '\ud800';

/** A caller's mistake in the envelope: 400 BAD_REQUEST (or the route's own 4xx code). */
function expectRefused(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  expectEnvelope(res);
}

describe.each(testDbKinds())('the input rule on %s', (kind) => {
  let t: TestApp;
  let member: string;
  let pam: { token: string; playerId: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    member = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    pam = await pamPlayer(t.app, t.db, 'agent1', 'agent1pass');
  }, 120_000);
  afterAll(() => t?.close());

  const aurora = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: unknown) =>
    call(t.app, 'AURORA', method, url, body, { token: member });

  const pamBet = (over: Record<string, unknown>, id: string) =>
    pamCall(t.app, {
      path: `/players/${pam.playerId}/transactions`,
      playerToken: pam.token,
      body: {
        ...pamTxn({
          transactionType: 'WITHDRAW',
          providerTransactionId: `rule-${kind}-${id}`,
          providerRoundId: `rule-${kind}-r-${id}`,
          providerBetRef: `rule-${kind}-b-${id}`,
          cashAmount: 1,
        }),
        ...over,
      },
    });

  /** A PAM refusal: 400 in the aggregator's wrapper, and the player's money untouched. */
  async function expectPamRefused(over: Record<string, unknown>, id: string) {
    const before = await moneyOf(t.db, 'AURORA', 'agent1');
    const res = await pamBet(over, id);
    const what = JSON.stringify(over);
    expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
    expect(pamWrapperProblem(res), `${what}: ${res.body}`).toBeNull();
    expect(res.json<{ error: { code: string } }>().error.code).toBe('PAM_ERR_UNDEFINED');
    const after = await moneyOf(t.db, 'AURORA', 'agent1');
    expect(after.balance, what).toBe(before.balance);
    expect(after.ledgerSum).toBe(after.balance);
  }

  it('books no PAM stake given as text, a boolean, an array or null', async () => {
    const bad: unknown[] = ['0x10', ' 7 ', '10.00', '1', true, [5], null, {}];
    for (const [index, cashAmount] of bad.entries())
      await expectPamRefused({ cashAmount }, `cash-${index}`);
    // The same bet with a JSON number is booked: the refusals were about the type alone.
    const res = await pamBet({ cashAmount: 1 }, 'cash-ok');
    expect(res.json<{ status: string }>().status, res.body).toBe('OK');
  });

  it('refuses a lone surrogate in every PAM string field', async () => {
    for (const field of [
      'provider',
      'providerTransactionId',
      'providerBetRef',
      'providerRoundId',
      'betCode',
    ])
      await expectPamRefused({ [field]: `x${LONE}` }, `lone-${field}`);
  });

  it('refuses a lone surrogate in each profile field', async () => {
    for (const field of PROFILE_FIELDS) {
      const res = await aurora('PUT', SECURITY_PATHS.profile, { [field]: `x${LONE}y` });
      expectRefused(res, field);
    }
    // A well-formed pair (an emoji) is text like any other.
    const ok = await aurora('PUT', SECURITY_PATHS.profile, { occupation: 'chef 🍳' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses "Infinity", "NaN" and 1e999 where an integer belongs, in a body', async () => {
    const calls: [string, string, (value: unknown) => object][] = [
      ['POST', PATHS.favouriteAdd, (nodeId) => ({ nodeId, vendor: 'PG', gameType: 'RNG' })],
      ['POST', CASHIER_PATHS.deposits, (methodId) => ({ methodId, amount: 10_000 })],
      ['POST', DRAW_PATHS.claim, (ticketId) => ({ ticketId, clientSeed: 'seed' })],
      ['PUT', PROTECTION_PATHS.realityCheck, (minutes) => ({ minutes })],
    ];
    for (const [method, url, body] of calls)
      for (const value of ['Infinity', '-Infinity', 'NaN', '7', true, [7]]) {
        const res = await aurora(method as 'POST', url, body(value));
        expectRefused(res, `${url} ${JSON.stringify(value)}`);
      }
    // JSON.parse reads 1e999 as Infinity: a number, but not a finite one.
    const raw = await t.app.inject({
      method: 'PUT',
      url: PROTECTION_PATHS.realityCheck,
      headers: {
        [MERCHANT_HEADER]: 'AURORA',
        authorization: `Bearer ${member}`,
        'content-type': 'application/json',
      },
      payload: '{"minutes":1e999}',
    });
    expectRefused(raw, 'minutes 1e999');
  });

  it('converts a query or path number, but never to a non-finite one', async () => {
    for (const value of ['Infinity', '-Infinity', 'NaN', '1e999'])
      expectRefused(
        await aurora('DELETE', `${PATHS.favouriteRemove}?nodeId=${value}`),
        `nodeId=${value}`,
      );
    // A query's "20" still means 20 where the schema says integer.
    const history = await aurora('GET', `${SECURITY_PATHS.loginHistory}?limit=2`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<{ value: { items: unknown[] } }>().value.items.length).toBeLessThan(3);
  });
});
