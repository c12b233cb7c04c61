import { PATHS, PROTECTION_PATHS, type Envelope, type Protection } from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { TEST_GAMES, launchGame, prepareSandbox, sandboxCall } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

// On PostgreSQL the bets below really run at once, on separate connections; on PGlite they
// queue, so there the test only checks the sums.
describe.each(testDbKinds())('loss limits under racing bets on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let launch: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await prepareSandbox(t.db);
    token = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    ({ launch } = await launchGame(t.app, 'AURORA', token, TEST_GAMES.slot.code));
  }, 120_000);
  afterAll(() => t?.close());

  const protection = async () =>
    valueOf<Protection>(
      await call(t.app, 'AURORA', 'GET', PROTECTION_PATHS.protection, undefined, { token }),
    );

  it('never lets 40 bets at once push the day’s net loss past the limit', async () => {
    const unit = 500;
    const { lost } = (await protection()).lossLimits.daily;
    // Room for exactly 7 bets of `unit` above today's loss so far.
    const limit = Math.max(lost, 0) + 7 * unit + unit / 2;
    const room = limit - lost;
    await call(t.app, 'AURORA', 'PUT', PROTECTION_PATHS.lossLimits, { daily: limit }, { token });
    const balance = valueOf<{ balance: number }>(
      await sandboxCall(t.app, launch, '/sandbox/wallet/balance'),
    ).balance;
    expect(balance).toBeGreaterThan(40 * unit);

    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        sandboxCall(t.app, launch, '/sandbox/wallet/debit', {
          txnId: `loss-race-${n}`,
          roundId: `loss-race-round-${n}`,
          amount: unit,
        }),
      ),
    );
    const codes = replies.map(codeOf);
    const booked = codes.filter((code) => code === '200 OK').length;
    expect(booked).toBe(Math.floor(room / unit));
    expect(codes.filter((code) => code === '409 LOSS_LIMIT_EXCEEDED')).toHaveLength(40 - booked);
    const after = (await protection()).lossLimits.daily;
    expect(after.lost).toBe(lost + booked * unit);
    expect(after.lost).toBeLessThanOrEqual(limit);
    // The session is still usable: the refusals touched nothing else.
    expect(codeOf(await call(t.app, 'AURORA', 'GET', PATHS.loginInfo, undefined, { token }))).toBe(
      '200 OK',
    );
  });
});
