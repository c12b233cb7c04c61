import { CASHIER_PATHS } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import type { PlatformClient } from './platform-client';
import { PlatformError } from './platform-error';
import { fakePlatformForFile } from './testing/fake-platform-for-file';

const { platform, client, sent, body } = fakePlatformForFile();

type Case = [string, (c: PlatformClient) => Promise<unknown>, string, string, unknown, unknown];

describe('cashier calls send the token and a JSON body', () => {
  const deposit = { id: 5, status: 'pending', amount: 10_000 };
  it.each<Case>([
    [
      'depositMethods',
      (c) => c.cashier.depositMethods(),
      'GET',
      CASHIER_PATHS.depositMethods,
      null,
      { list: [] },
    ],
    [
      'createDeposit',
      (c) => c.cashier.createDeposit({ methodId: 2, amount: 10_000 }),
      'POST',
      CASHIER_PATHS.deposits,
      { methodId: 2, amount: 10_000 },
      deposit,
    ],
    ['deposit', (c) => c.cashier.deposit(5), 'GET', '/wps/v2/cashier/deposits/5', null, deposit],
    [
      'payeeAccounts',
      (c) => c.cashier.payeeAccounts(),
      'GET',
      CASHIER_PATHS.payeeAccounts,
      null,
      { list: [] },
    ],
    [
      'addPayeeAccount',
      (c) =>
        c.cashier.addPayeeAccount({
          kind: 'bank',
          provider: 'DBBL',
          accountNumber: '12345678',
          holderName: 'A B',
        }),
      'POST',
      CASHIER_PATHS.payeeAccounts,
      { kind: 'bank', provider: 'DBBL', accountNumber: '12345678', holderName: 'A B' },
      { id: 1 },
    ],
    [
      'withdrawalOverview',
      (c) => c.cashier.withdrawalOverview(),
      'GET',
      CASHIER_PATHS.withdrawalOverview,
      null,
      { passwordSet: false, passwordTriesLeft: 5, available: 0 },
    ],
    [
      'requestWithdrawal',
      (c) =>
        c.cashier.requestWithdrawal({ payeeAccountId: 1, amount: 500, withdrawalPassword: 'pw' }),
      'POST',
      CASHIER_PATHS.withdrawals,
      { payeeAccountId: 1, amount: 500, withdrawalPassword: 'pw' },
      { id: 9, status: 'requested' },
    ],
  ])('%s', async (_name, run, method, path, sentBody, value) => {
    platform().replyValue(value);
    await expect(run(client())).resolves.toEqual(value);
    expect(sent()).toEqual([method, path, 'Bearer tok']);
    expect(body()).toEqual(sentBody);
  });

  it.each<[string, (c: PlatformClient) => Promise<void>, string, string, unknown]>([
    [
      'setWithdrawalPassword',
      (c) => c.cashier.setWithdrawalPassword({ password: 'Secret123' }),
      'POST',
      CASHIER_PATHS.withdrawalPassword,
      { password: 'Secret123' },
    ],
    [
      'changeWithdrawalPassword',
      (c) => c.cashier.changeWithdrawalPassword({ oldPassword: 'a', newPassword: 'b' }),
      'PUT',
      CASHIER_PATHS.withdrawalPassword,
      { oldPassword: 'a', newPassword: 'b' },
    ],
    [
      'removePayeeAccount',
      (c) => c.cashier.removePayeeAccount(7),
      'DELETE',
      '/wps/v2/cashier/payee-accounts/7',
      null,
    ],
  ])('%s answers nothing', async (_name, run, method, path, sentBody) => {
    platform().replyValue(null);
    await expect(run(client())).resolves.toBeUndefined();
    expect(sent()).toEqual([method, path, 'Bearer tok']);
    expect(body()).toEqual(sentBody);
  });
});

it('a refused withdrawal rejects with the catalogue code', async () => {
  platform().reply({
    status: 400,
    body: JSON.stringify({ code: 'INSUFFICIENT_BALANCE', message: 'low', value: null }),
  });
  const failed = await client()
    .cashier.requestWithdrawal({ payeeAccountId: 1, amount: 1, withdrawalPassword: 'x' })
    .catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(PlatformError);
  expect(failed).toMatchObject({ code: 'INSUFFICIENT_BALANCE', status: 400 });
});
