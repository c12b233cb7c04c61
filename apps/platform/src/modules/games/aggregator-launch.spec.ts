import {
  OPERATOR_PATHS,
  PATHS,
  merchantUpdatePath,
  type Envelope,
  type LaunchResult,
  type PamTokenIssued,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { operatorCall } from '../../testing/operator-calls';
import { pamCall } from '../../testing/pam';
import { TEST_GAMES, TEST_VENDOR, prepareSandbox } from '../../testing/sandbox';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import type { ReceivedLaunch } from '../sandbox-aggregator';

const OPS = 'ops-token-for-aggregator-tests';
const KEY = 'aggregator-key-for-tests-7421';
/** The aggregator's name for the test vendor. */
const PROVIDER = 'tessera-sandbox';
/** Short, so the slow aggregator's case ends soon: the launch gives up, the test waits for that. */
const TIMEOUT_MS = 400;

describe.each(testDbKinds())('launching through an aggregator on %s', (kind) => {
  let t: TestApp;
  let origin: string;
  let session: string;
  const received: ReceivedLaunch[] = [];
  let releaseSlow = () => {};
  const slowAnswer = new Promise<void>((resolve) => (releaseSlow = resolve));

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      (app) => {
        // Aggregators that go wrong, beside the sandbox one: a crash that names its insides, one
        // that answers only when the test lets it, one that answers a script as the game.
        app.post('/broken-aggregator/:provider/gamelaunch', async (_request, reply) =>
          reply.code(500).type('text/plain').send('panic: pq password=hunter2 at valkyrie.go:88'),
        );
        app.post('/slow-aggregator/:provider/gamelaunch', async () => {
          await slowAnswer;
          return { gameUrl: 'https://late.example.com/game' };
        });
        app.post('/scripting-aggregator/:provider/gamelaunch', async () => ({
          gameUrl: 'javascript:alert(document.cookie)',
        }));
      },
      {
        operatorToken: OPS,
        aggregatorTimeoutMs: TIMEOUT_MS,
        sandboxAggregator: { key: KEY, onLaunch: (launch) => received.push(launch) },
      },
    );
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await prepareSandbox(t.db);
    session = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
  });
  afterAll(async () => {
    releaseSlow();
    await t?.close();
  });

  const ops = (method: 'GET' | 'PUT' | 'DELETE', path: string, body?: object) =>
    operatorCall(t.app, OPS, method, path, body);
  const setAggregator = (baseUrl: string, apiKey: string | null = KEY) =>
    ops('PUT', merchantUpdatePath(OPERATOR_PATHS.merchantAggregator, 'AURORA'), {
      baseUrl,
      apiKey,
    });
  const launch = (gameCode: string = TEST_GAMES.slot.code) =>
    call(
      t.app,
      'AURORA',
      'POST',
      PATHS.launchGame,
      { gameCode, vassalage: TEST_VENDOR, language: 'bn' },
      { token: session },
    );
  const envelopeOf = (res: { statusCode: number; json: () => unknown }) => {
    const { code, message } = res.json() as Envelope<unknown>;
    return { status: res.statusCode, code, message };
  };

  it('launches in the sandbox, as before, while the vendor has no route', async () => {
    const { url } = valueOf<LaunchResult>(await launch());
    expect(url).toMatch(/^\/sandbox\/play\/slot\?launch=[0-9a-f]{40}&lang=bn$/);
    expect(received).toEqual([]);
  });

  it('sends Valkyrie’s game-launch call to the aggregator and gives the player its game URL', async () => {
    expect((await setAggregator(`${origin}/sandbox/aggregator/`)).statusCode).toBe(200);
    const route = merchantUpdatePath(OPERATOR_PATHS.merchantVendorRoute, 'AURORA', {
      vendor: TEST_VENDOR,
    });
    const routed = await ops('PUT', route, {
      route: 'aggregator',
      provider: PROVIDER,
      launchConfig: { brandId: 7 },
    });
    expect(routed.statusCode).toBe(200);

    const res = await launch(TEST_GAMES.crash.code);
    const { url } = valueOf<LaunchResult>(res);
    expect(received).toHaveLength(1);
    const [sent] = received;
    const member = await t.db
      .selectFrom('member')
      .select('id')
      .where('merchant_code', '=', 'AURORA')
      .where('account', '=', 'player1')
      .executeTakeFirstOrThrow();
    const memberId = member.id;
    expect(sent).toEqual({
      provider: PROVIDER,
      playerToken: expect.stringMatching(/^[0-9a-f]{40}$/),
      correlationId: expect.any(String),
      body: {
        casino: 'AURORA',
        country: 'BD',
        currency: 'BDT',
        providerGameId: TEST_GAMES.crash.code,
        language: 'bn',
        playerId: String(memberId),
        sessionIp: '127.0.0.1',
        launchConfig: { brandId: 7 },
      },
    });
    // The player opens what the aggregator answered: the sandbox game of that very token.
    expect(url).toBe(`/sandbox/play/crash?launch=${sent?.playerToken}&lang=bn`);
    const page = await t.app.inject({ method: 'GET', url });
    expect([page.statusCode, page.body.includes(TEST_GAMES.crash.name)]).toEqual([200, true]);

    // The token the aggregator received is the PAM session, bound to the player and the game.
    const issued = await ops('PUT', OPERATOR_PATHS.pamToken.replace(':aggregator', 'VALKYRIE'));
    const { token: apiToken } = valueOf<PamTokenIssued>(issued);
    const pam = await pamCall(t.app, {
      path: '/players/session',
      apiToken,
      playerToken: sent?.playerToken ?? null,
    });
    expect(pam.json()).toMatchObject({
      status: 'OK',
      session: { playerId: String(memberId), gameId: TEST_GAMES.crash.code, currency: 'BDT' },
    });
  });

  it('refuses a launch call without the right key at the sandbox aggregator', async () => {
    await setAggregator(`${origin}/sandbox/aggregator`, 'a-wrong-key-0000');
    const before = received.length;
    expect(envelopeOf(await launch())).toMatchObject({ status: 502, code: 'GAME_UNAVAILABLE' });
    await setAggregator(`${origin}/sandbox/aggregator`, null);
    expect(envelopeOf(await launch())).toMatchObject({ status: 502, code: 'GAME_UNAVAILABLE' });
    expect(received).toHaveLength(before);

    const direct = await t.app.inject({
      method: 'POST',
      url: `/sandbox/aggregator/${PROVIDER}/gamelaunch`,
      headers: { authorization: 'Bearer a-wrong-key-0000', 'x-player-token': 'a'.repeat(40) },
      payload: { currency: 'BDT', providerGameId: TEST_GAMES.slot.code, playerId: '1' },
    });
    expect([direct.statusCode, direct.json()]).toEqual([
      401,
      'Operator API Key is missing or invalid',
    ]);
    const noToken = await t.app.inject({
      method: 'POST',
      url: `/sandbox/aggregator/${PROVIDER}/gamelaunch`,
      headers: { authorization: `Bearer ${KEY}` },
      payload: { currency: 'BDT', providerGameId: TEST_GAMES.slot.code, playerId: '1' },
    });
    expect(noToken.statusCode).toBe(400);
  });

  it('tells the player to try again, in the catalogue’s words, when the aggregator fails', async () => {
    await setAggregator(`${origin}/broken-aggregator`);
    const broken = await launch();
    expect(envelopeOf(broken)).toEqual({
      status: 502,
      code: 'GAME_UNAVAILABLE',
      message: expect.any(String),
    });
    expect(broken.body).not.toMatch(/hunter2|valkyrie\.go|panic/);

    await setAggregator(`${origin}/scripting-aggregator`);
    const scripted = await launch();
    expect(envelopeOf(scripted)).toMatchObject({ status: 502, code: 'GAME_UNAVAILABLE' });
    expect(scripted.body).not.toContain('javascript:');

    // Nobody listens on port 9 (discard) here: the connection is refused.
    await setAggregator('http://127.0.0.1:9');
    expect(envelopeOf(await launch())).toMatchObject({ status: 502, code: 'GAME_UNAVAILABLE' });
  });

  it('gives up on an aggregator that does not answer in time', async () => {
    await setAggregator(`${origin}/slow-aggregator`);
    const started = performance.now();
    const res = await launch();
    const waited = performance.now() - started;
    releaseSlow();
    expect(envelopeOf(res)).toMatchObject({ status: 502, code: 'GAME_UNAVAILABLE' });
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('launches in the sandbox again once the vendor is routed back', async () => {
    const route = merchantUpdatePath(OPERATOR_PATHS.merchantVendorRoute, 'AURORA', {
      vendor: TEST_VENDOR,
    });
    const back = await ops('PUT', route, { route: 'sandbox' });
    expect(valueOf(back)).toEqual({
      vendor: TEST_VENDOR,
      route: 'sandbox',
      provider: null,
      launchConfig: null,
    });
    expect(valueOf<LaunchResult>(await launch()).url).toMatch(/^\/sandbox\/play\/slot\?launch=/);
  });
});
