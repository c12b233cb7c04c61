import {
  PamAddTransactionResponse,
  PamBalanceResponse,
  PamFailure,
  PamSessionResponse,
} from '@tessera/contract';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../core/security/tokens';
import { tokenOf } from '../../testing/accounts';
import { installPamToken, pamCall, pamTxn } from '../../testing/pam';
import { TEST_GAMES, launchGame, moneyOf, prepareSandbox } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

/** The reply's status, its PAM code (or OK), after checking it against its schema. */
function answer(res: { statusCode: number; body: string }, schema: TSchema) {
  const body = JSON.parse(res.body) as { status: string; error?: { code: string } };
  expect([...Value.Errors(schema, body)], res.body).toEqual([]);
  return [res.statusCode, body.error?.code ?? body.status];
}

describe.each(testDbKinds())('PAM sessions and access on %s', (kind) => {
  let t: TestApp;
  let site: string;
  let token: string;
  let playerId: string;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, {
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    await prepareSandbox(t.db);
    await installPamToken(t.db);
    site = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    token = (await launchGame(t.app, 'AURORA', site, TEST_GAMES.slot.code)).launch;
    playerId = String((await moneyOf(t.db, 'AURORA', 'player1')).memberId);
  });
  afterAll(() => t?.close());

  const session = (playerToken: string | null, method: 'GET' | 'PUT' = 'GET') =>
    pamCall(t.app, { method, path: '/players/session', playerToken });

  it('answers the launch as the session: player, 40-character token, currency, country, language, game', async () => {
    const res = await session(token);
    expect(answer(res, PamSessionResponse)).toEqual([200, 'OK']);
    expect(res.json().session).toEqual({
      playerId,
      token,
      currency: 'BDT',
      country: 'BD',
      language: 'en',
      gameId: TEST_GAMES.slot.code,
    });
    expect(token).toHaveLength(40);
  });

  it('answers the balance: cash in the currency, bonus and promo 0', async () => {
    const res = await pamCall(t.app, { path: `/players/${playerId}/balance`, playerToken: token });
    expect(answer(res, PamBalanceResponse)).toEqual([200, 'OK']);
    const { balance } = await moneyOf(t.db, 'AURORA', 'player1');
    expect(res.json().balance).toEqual({
      cashAmount: balance / 100,
      bonusAmount: 0,
      promoAmount: 0,
    });
  });

  it('refuses without the aggregator API token, or with a wrong one (401 PAM_ERR_API_TOKEN)', async () => {
    for (const apiToken of [null, 'wrong-token', `${'x'.repeat(64)}`])
      expect(
        answer(
          await pamCall(t.app, { path: '/players/session', playerToken: token, apiToken }),
          PamFailure,
        ),
      ).toEqual([401, 'PAM_ERR_API_TOKEN']);
  });

  it('needs a known provider (400 PAM_ERR_MISSING_PROVIDER); its code or name, any case', async () => {
    const call = (query: Record<string, string>) =>
      pamCall(t.app, { path: '/players/session', playerToken: token, query });
    expect(answer(await call({}), PamFailure)).toEqual([400, 'PAM_ERR_MISSING_PROVIDER']);
    expect(answer(await call({ provider: 'NoSuchStudio' }), PamFailure)).toEqual([
      400,
      'PAM_ERR_MISSING_PROVIDER',
    ]);
    expect(answer(await call({ provider: 'pg' }), PamSessionResponse)).toEqual([200, 'OK']);
  });

  it('answers an unknown or missing player token with 401 PAM_ERR_SESSION_NOT_FOUND', async () => {
    for (const playerToken of [null, 'f'.repeat(40), 'short'])
      expect(answer(await session(playerToken), PamFailure)).toEqual([
        401,
        'PAM_ERR_SESSION_NOT_FOUND',
      ]);
  });

  it('refreshes the session: a new token with the same details, the old one gone', async () => {
    const own = (await launchGame(t.app, 'AURORA', site, TEST_GAMES.slot.code)).launch;
    const res = await session(own, 'PUT');
    expect(answer(res, PamSessionResponse)).toEqual([200, 'OK']);
    const fresh = res.json().session;
    expect(fresh.token).not.toBe(own);
    expect(fresh.token).toHaveLength(40);
    expect(answer(await session(own), PamFailure)).toEqual([401, 'PAM_ERR_SESSION_NOT_FOUND']);
    expect(answer(await session(own, 'PUT'), PamFailure)).toEqual([
      401,
      'PAM_ERR_SESSION_NOT_FOUND',
    ]);
    const again = await session(fresh.token);
    expect(again.json().session).toEqual(fresh);
  });

  it("ends with the player's site session: 401 PAM_ERR_SESSION_EXPIRED, no new bets", async () => {
    const other = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    const own = (await launchGame(t.app, 'AURORA', other, TEST_GAMES.slot.code)).launch;
    await t.db
      .updateTable('session')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', sha256(other))
      .execute();
    expect(answer(await session(own), PamFailure)).toEqual([401, 'PAM_ERR_SESSION_EXPIRED']);
    const bet = await pamCall(t.app, {
      path: `/players/${playerId}/transactions`,
      playerToken: own,
      body: {
        currency: 'BDT',
        provider: 'PG',
        transactionType: 'WITHDRAW',
        cashAmount: 1,
        bonusAmount: 0,
        promoAmount: 0,
        transactionDateTime: '2026-11-24T12:00:00Z',
        providerTransactionId: `ended-${kind}`,
      },
    });
    expect(answer(bet, PamFailure)).toEqual([401, 'PAM_ERR_SESSION_EXPIRED']);
  });

  it('checks a session that has just booked on every call: ended, no new bets but its bets settle; replaced, gone', async () => {
    const other = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    let own = (await launchGame(t.app, 'AURORA', other, TEST_GAMES.slot.code)).launch;
    const ref = `warm-${kind}`;
    const post = (txn: Parameters<typeof pamTxn>[0]) =>
      pamCall(t.app, {
        path: `/players/${playerId}/transactions`,
        playerToken: own,
        body: pamTxn(txn),
      });
    const bet = (id: string) =>
      post({
        transactionType: 'WITHDRAW',
        providerTransactionId: id,
        providerRoundId: id,
        cashAmount: 1,
      });
    expect(answer(await bet(`${ref}-1`), PamAddTransactionResponse)).toEqual([200, 'OK']);
    expect(answer(await bet(`${ref}-2`), PamAddTransactionResponse)).toEqual([200, 'OK']);

    // Replaced: the old token is gone at once, for bets too.
    const fresh = (await session(own, 'PUT')).json().session.token as string;
    expect(answer(await bet(`${ref}-3`), PamFailure)).toEqual([401, 'PAM_ERR_SESSION_NOT_FOUND']);
    own = fresh;
    expect(answer(await bet(`${ref}-3`), PamAddTransactionResponse)).toEqual([200, 'OK']);

    // Ended with its site session: no new bet, but the win of a bet placed before still settles.
    await t.db
      .updateTable('session')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', sha256(other))
      .execute();
    expect(answer(await bet(`${ref}-4`), PamFailure)).toEqual([401, 'PAM_ERR_SESSION_EXPIRED']);
    const before = await moneyOf(t.db, 'AURORA', 'player1');
    const win = await post({
      transactionType: 'DEPOSIT',
      providerTransactionId: `${ref}-1-d`,
      providerRoundId: `${ref}-1`,
      cashAmount: 2,
    });
    expect(answer(win, PamAddTransactionResponse)).toEqual([200, 'OK']);
    expect((await moneyOf(t.db, 'AURORA', 'player1')).balance - before.balance).toBe(200);
  });

  it('documents every PAM call in /docs under its own tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const pam = Object.entries(doc.paths).filter(([path]) => path.startsWith('/pam/v1/'));
    const calls = pam.flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [`${method} ${path}`, op.tags]),
    );
    expect(Object.fromEntries(calls)).toEqual({
      'get /pam/v1/players/session': ['PAM API (Valkyrie)'],
      'put /pam/v1/players/session': ['PAM API (Valkyrie)'],
      'get /pam/v1/players/{playerId}/balance': ['PAM API (Valkyrie)'],
      'get /pam/v1/players/{playerId}/transactions': ['PAM API (Valkyrie)'],
      'post /pam/v1/players/{playerId}/transactions': ['PAM API (Valkyrie)'],
      'get /pam/v1/players/{playerId}/gamerounds/{providerGameRoundId}': ['PAM API (Valkyrie)'],
    });
  });

  it('answers unknown PAM paths in the wrapper', async () => {
    const res = await pamCall(t.app, { path: '/players/x/nothing', playerToken: token });
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { status: 'ERROR', error: { code: 'PAM_ERR_UNDEFINED', message: expect.any(String) } },
    ]);
  });

  it('carries X-Correlation-ID and traceparent into the request log, never the tokens', async () => {
    lines.length = 0;
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    await pamCall(t.app, {
      path: '/players/session',
      playerToken: token,
      headers: { 'x-correlation-id': 'corr-42', traceparent },
    });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged)
      expect(line).toMatchObject({ correlationId: 'corr-42', traceparent });
    expect(lines.join('\n')).not.toContain(token);
  });
});
