import { PATHS, type Envelope, type LaunchResult, type LoginResult } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GAMES, TEST_VENDOR, launchGame, prepareSandbox } from '../../testing/sandbox';
import { call, tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

describe.each(testDbKinds())('game launch on %s', (kind) => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await prepareSandbox(t.db);
    session = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
  });
  afterAll(() => t?.close());

  const launch = (body: object, token: string | null = session, path: string = PATHS.launchGame) =>
    call(t.app, 'AURORA', 'POST', path, body, token ? { token } : {});
  const codeOf = (res: { statusCode: number; json: () => unknown }) => [
    res.statusCode,
    (res.json() as Envelope<unknown>).code,
  ];
  const setMaintenance = async (on: boolean, code: string = TEST_GAMES.other.code) => {
    await t.db.updateTable('game').set({ maintenance: on }).where('game_code', '=', code).execute();
  };

  it('needs a session, a known game of the named vendor, and one not under maintenance', async () => {
    const body = { gameCode: TEST_GAMES.slot.code, vassalage: TEST_VENDOR };
    expect(codeOf(await launch(body, null))).toEqual([401, 'UNAUTHORIZED']);
    expect(codeOf(await launch(body, 'not-a-session'))).toEqual([401, 'SESSION_ENDED']);
    expect(codeOf(await launch({ ...body, gameCode: 'NO_SUCH_GAME' }))).toEqual([404, 'NOT_FOUND']);
    expect(codeOf(await launch({ ...body, vassalage: 'JL' }))).toEqual([404, 'NOT_FOUND']);
    expect(codeOf(await launch({ vassalage: TEST_VENDOR }))).toEqual([400, 'BAD_REQUEST']);

    await setMaintenance(true);
    const down = await launch({ gameCode: TEST_GAMES.other.code, vassalage: TEST_VENDOR });
    expect(codeOf(down)).toEqual([409, 'GAME_MAINTENANCE']);
    await setMaintenance(false);
    await t.db
      .updateTable('game_vendor')
      .set({ maintenance: true })
      .where('vassalage', '=', TEST_VENDOR)
      .execute();
    expect(codeOf(await launch(body))).toEqual([409, 'GAME_MAINTENANCE']);
    await t.db
      .updateTable('game_vendor')
      .set({ maintenance: false })
      .where('vassalage', '=', TEST_VENDOR)
      .execute();
  });

  it('opens the game page, remembers the game as recent, and the page shows the game', async () => {
    const { url, launch: token } = await launchGame(t.app, 'AURORA', session, TEST_GAMES.slot.code);
    expect(url).toMatch(/^\/sandbox\/play\/slot\?launch=[0-9a-f]{40}&lang=en$/);
    const recent = await t.db
      .selectFrom('recent_game')
      .innerJoin('game', 'game.node_id', 'recent_game.node_id')
      .innerJoin('member', 'member.id', 'recent_game.member_id')
      .select(['game.game_code', 'member.account'])
      .where('member.merchant_code', '=', 'AURORA')
      .where('game.game_code', '=', TEST_GAMES.slot.code)
      .execute();
    expect(recent).toEqual([{ game_code: TEST_GAMES.slot.code, account: 'player1' }]);

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<h1>${TEST_GAMES.slot.name}</h1>`);
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(Buffer.byteLength(page.body)).toBeLessThan(15_000);
    // Framable by the site, and only this response's own inline script and style run.
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(page.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // The token itself is not stored, only its hash.
    const stored = await t.db.selectFrom('launch_session').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('escapes the game name and opens crash games in the crash page', async () => {
    const other = await launchGame(t.app, 'AURORA', session, TEST_GAMES.other.code);
    const page = await t.app.inject({ method: 'GET', url: other.url });
    expect(page.body).toContain('<h1>Sandbox &lt;Other&gt; Slot</h1>');
    const crash = await launchGame(t.app, 'AURORA', session, TEST_GAMES.crash.code);
    expect(crash.url).toMatch(/^\/sandbox\/play\/crash\?/);
    const crashPage = await t.app.inject({ method: 'GET', url: crash.url });
    expect([crashPage.statusCode, crashPage.body.includes(TEST_GAMES.crash.name)]).toEqual([
      200,
      true,
    ]);
    expect(Buffer.byteLength(crashPage.body)).toBeLessThan(15_000);
    const wrongPage = await t.app.inject({
      method: 'GET',
      url: crash.url.replace('/crash?', '/slot?'),
    });
    expect(wrongPage.statusCode).toBe(404);
  });

  it('shows the page in the launch language and a translated message for an ended session', async () => {
    const res = await launch({
      gameCode: TEST_GAMES.slot.code,
      vassalage: TEST_VENDOR,
      language: 'bn',
    });
    const { url } = valueOf<LaunchResult>(res);
    expect(url).toMatch(/&lang=bn$/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.body).toContain('<html lang="bn" dir="ltr">');
    expect(page.body).toContain('ব্যালেন্স');
    // The biggest page (crash) in the longest script (Bengali) stays under 15 KB.
    const crash = await launch({
      gameCode: TEST_GAMES.crash.code,
      vassalage: TEST_VENDOR,
      language: 'bn',
    });
    const crashPage = await t.app.inject({ method: 'GET', url: valueOf<LaunchResult>(crash).url });
    expect(crashPage.body).toContain('যাচাই করুন');
    expect(Buffer.byteLength(crashPage.body)).toBeLessThan(15_000);
    const ended = await t.app.inject({
      method: 'GET',
      url: '/sandbox/play/slot?launch=nope&lang=pt',
    });
    expect([ended.statusCode, ended.headers['content-type']]).toEqual([
      401,
      'text/html; charset=utf-8',
    ]);
    expect(ended.body).toContain('A sessão de jogo terminou');
  });

  it('ends the game when the site session ends', async () => {
    const own = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    const { url } = await launchGame(t.app, 'AURORA', own, TEST_GAMES.slot.code);
    await call(t.app, 'AURORA', 'DELETE', PATHS.logout, undefined, { token: own });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('launches a vendor at its first available game, and lets trial players play', async () => {
    const vendorLaunch = () =>
      launch({ vassalage: TEST_VENDOR, gameType: 'RNG' }, session, PATHS.launchVendor);
    const first = valueOf<LaunchResult>(await vendorLaunch()).url;
    expect((await t.app.inject({ method: 'GET', url: first })).body).toContain(
      `<h1>${TEST_GAMES.slot.name}</h1>`,
    );
    // The vendor's first game is down: the next one by sort (the crash test game) opens.
    await setMaintenance(true, TEST_GAMES.slot.code);
    const next = valueOf<LaunchResult>(await vendorLaunch()).url;
    expect(next).toMatch(/^\/sandbox\/play\/crash\?/);
    expect((await t.app.inject({ method: 'GET', url: next })).body).toContain(
      `<h1>${TEST_GAMES.crash.name}</h1>`,
    );
    await setMaintenance(false, TEST_GAMES.slot.code);
    expect(codeOf(await launch({ vassalage: 'NOPE' }, session, PATHS.launchVendor))).toEqual([
      404,
      'NOT_FOUND',
    ]);

    const trial = valueOf<LoginResult>(
      await call(t.app, 'AURORA', 'POST', PATHS.freePlay, { os: 'web', platform: 'W' }),
    );
    const trialLaunch = await launch(
      { gameCode: TEST_GAMES.slot.code, vassalage: TEST_VENDOR },
      trial.token,
    );
    expect(trialLaunch.statusCode).toBe(200);
  });

  it('serves the live-host chat page with the host name', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/sandbox/chat?model=m1&name=Ana&lang=tl',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Ana</h1>');
    expect(page.body).toContain('Ipadala');
    expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
  });
});

// One database kind is enough: logging does not depend on it.
describe('launch tokens in the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite-memory', undefined, {
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    await prepareSandbox(t.db);
  });
  afterAll(() => t?.close());

  it('never logs the launch token, from the page URL or the wallet calls', async () => {
    const session = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    const { url, launch } = await launchGame(t.app, 'AURORA', session, TEST_GAMES.slot.code);
    await t.app.inject({ method: 'GET', url });
    await t.app.inject({
      method: 'GET',
      url: '/sandbox/wallet/balance',
      headers: { authorization: `Bearer ${launch}` },
    });
    const log = lines.join('\n');
    expect(log).toContain('/sandbox/play/slot?launch=[redacted]&lang=en');
    expect(log).not.toContain(launch);
  });
});
