import { CASHIER_PATHS, type Envelope } from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];

describe.each(testDbKinds())('withdrawal password on %s', (kind) => {
  let t: TestApp;
  let clock = new Date();
  let player: string;
  let agent: string;
  let lumen: string;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { now: () => clock });
    player = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    lumen = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
  }, 120_000);
  afterAll(() => t?.close());

  const setPassword = (token: string, body: unknown) =>
    call(t.app, 'AURORA', 'POST', CASHIER_PATHS.withdrawalPassword, body, { token });
  const changePassword = (token: string, body: unknown) =>
    call(t.app, 'AURORA', 'PUT', CASHIER_PATHS.withdrawalPassword, body, { token });

  it('needs a session', async () => {
    expect(codeOf(await setPassword('', { password: 'secret123' }))).toEqual([401, 'UNAUTHORIZED']);
  });

  it('sets it once, with the login-password rule', async () => {
    expect(codeOf(await setPassword(player, { password: 'x' }))).toEqual([400, 'INVALID_FIELD']);
    expect(codeOf(await setPassword(player, { password: 'cash4567' }))).toEqual([200, 'OK']);
    expect(codeOf(await setPassword(player, { password: 'other4567' }))).toEqual([
      409,
      'WITHDRAWAL_PASSWORD_ALREADY_SET',
    ]);
    const row = await t.db
      .selectFrom('withdrawal_password')
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('changes it only with the old one', async () => {
    expect(
      codeOf(await changePassword(player, { oldPassword: 'wrong999', newPassword: 'cash8910' })),
    ).toEqual([400, 'WITHDRAWAL_PASSWORD_WRONG']);
    expect(
      codeOf(await changePassword(player, { oldPassword: 'cash4567', newPassword: 'cash8910' })),
    ).toEqual([200, 'OK']);
    expect(
      codeOf(await changePassword(player, { oldPassword: 'cash4567', newPassword: 'cash1112' })),
    ).toEqual([400, 'WITHDRAWAL_PASSWORD_WRONG']);
    expect(
      codeOf(await changePassword(agent, { oldPassword: 'anything1', newPassword: 'cash1112' })),
    ).toEqual([409, 'WITHDRAWAL_PASSWORD_NOT_SET']);
  });

  it('locks after 5 wrong passwords in 15 minutes, even for the right one', async () => {
    expect(codeOf(await setPassword(agent, { password: 'agentcash1' }))).toEqual([200, 'OK']);
    const attempt = (oldPassword: string) =>
      changePassword(agent, { oldPassword, newPassword: 'agentcash2' });
    for (let i = 0; i < 5; i++)
      expect(codeOf(await attempt(`wrong${i}pass`))).toEqual([400, 'WITHDRAWAL_PASSWORD_WRONG']);
    const locked = await attempt('agentcash1');
    expect(codeOf(locked)).toEqual([429, 'TOO_MANY_TRIES']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not locked by it.
    expect(
      codeOf(await changePassword(player, { oldPassword: 'cash8910', newPassword: 'cash8911' })),
    ).toEqual([200, 'OK']);
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect(codeOf(await attempt('agentcash1'))).toEqual([200, 'OK']);
  });

  it('counts wrong passwords sent at once one after another: 5 wrong, then locked', async () => {
    const lumenCall = (method: 'POST' | 'PUT', body: unknown) =>
      call(t.app, 'LUMEN', method, CASHIER_PATHS.withdrawalPassword, body, { token: lumen });
    expect(codeOf(await lumenCall('POST', { password: 'lumencash1' }))).toEqual([200, 'OK']);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        lumenCall('PUT', { oldPassword: `guess${i}pass`, newPassword: 'lumencash2' }),
      ),
    );
    const codes = replies.map((res) => codeOf(res)[1]);
    expect(codes.filter((code) => code === 'WITHDRAWAL_PASSWORD_WRONG')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_TRIES')).toHaveLength(7);
  });
});
