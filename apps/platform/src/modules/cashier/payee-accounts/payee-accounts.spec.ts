import {
  CASHIER_PATHS,
  MAX_PAYEE_ACCOUNTS,
  payeeAccountPath,
  type Envelope,
  type PayeeAccount,
  type PayeeAccounts,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { valueOf } from '../../../testing/requests';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';

const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];

describe.each(testDbKinds())('payee accounts on %s', (kind) => {
  let t: TestApp;
  let player: string;
  let agent: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // Seeded as "Player One"; agent1 has no payee name.
    player = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
  }, 120_000);
  afterAll(() => t?.close());

  const bind = (token: string, body: unknown) =>
    call(t.app, 'AURORA', 'POST', CASHIER_PATHS.payeeAccounts, body, { token });
  const list = async (token: string) =>
    valueOf<PayeeAccounts>(
      await call(t.app, 'AURORA', 'GET', CASHIER_PATHS.payeeAccounts, undefined, { token }),
    ).list;
  const account = (accountNumber: string, holderName = 'Player One') => ({
    kind: 'bank',
    provider: 'Sandbox Bank',
    accountNumber,
    holderName,
  });

  it('binds an account in the payee name, shown masked', async () => {
    const bound = valueOf<PayeeAccount>(await bind(player, account('1234567890', ' player  one ')));
    expect(bound).toMatchObject({
      kind: 'bank',
      provider: 'Sandbox Bank',
      maskedNumber: '******7890',
      holderName: 'Player One',
    });
    expect((await list(player)).map((a) => a.id)).toEqual([bound.id]);
    expect(await list(agent)).toEqual([]);
  });

  it('refuses another holder once the name is fixed, a duplicate and a bad number', async () => {
    expect(codeOf(await bind(player, account('5555000011', 'Someone Else')))).toEqual([
      400,
      'PAYEE_NAME_MISMATCH',
    ]);
    expect(codeOf(await bind(player, account('1234567890')))).toEqual([
      409,
      'PAYEE_ACCOUNT_DUPLICATE',
    ]);
    expect(codeOf(await bind(player, account('12')))).toEqual([400, 'BAD_REQUEST']);
    expect(codeOf(await bind(player, { ...account('5555000011'), kind: 'crypto' }))).toEqual([
      400,
      'BAD_REQUEST',
    ]);
    expect(await list(player)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PAYEE_ACCOUNTS}, and removes only the member's own`, async () => {
    for (let i = 1; i < MAX_PAYEE_ACCOUNTS; i++)
      valueOf<PayeeAccount>(await bind(player, account(`900000000${i}`)));
    expect(codeOf(await bind(player, account('9999999999')))).toEqual([409, 'PAYEE_ACCOUNT_LIMIT']);
    const [first] = await list(player);
    if (!first) throw new Error('no account');
    const remove = (token: string) =>
      call(t.app, 'AURORA', 'DELETE', payeeAccountPath(first.id), undefined, { token });
    expect(codeOf(await remove(agent))).toEqual([404, 'PAYEE_ACCOUNT_NOT_FOUND']);
    expect(codeOf(await remove(player))).toEqual([200, 'OK']);
    expect(codeOf(await remove(player))).toEqual([404, 'PAYEE_ACCOUNT_NOT_FOUND']);
    expect(await list(player)).toHaveLength(MAX_PAYEE_ACCOUNTS - 1);
  });
});
