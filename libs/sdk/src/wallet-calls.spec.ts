import { PATHS, WALLET_PATHS } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import type { PlatformClient } from './platform-client';
import { PlatformError } from './platform-error';
import { fakePlatformForFile } from './testing/fake-platform-for-file';

const { platform, client, last, sent } = fakePlatformForFile();

describe('wallet calls send the bearer token', () => {
  const wallets = { isSingle: false, wallets: [{ code: 'MAIN', name: 'Main', balance: 500 }] };
  it.each<[string, (c: PlatformClient) => Promise<unknown>, string, unknown]>([
    ['wallet.balance', (c) => c.wallet.balance(), PATHS.balance, { balance: 12_345 }],
    [
      'wallet.merchantWallet',
      (c) => c.wallet.merchantWallet(),
      WALLET_PATHS.merchantWallet,
      wallets,
    ],
    [
      'wallet.consolidated',
      (c) => c.wallet.consolidated(),
      WALLET_PATHS.consolidated,
      { total: 1 },
    ],
  ])('%s: GET', async (_name, run, path, value) => {
    platform().replyValue(value);
    expect(await run(client())).toEqual(value);
    expect(sent()).toEqual(['GET', path, 'Bearer tok']);
  });

  it('wallet.transfer: POST the request as JSON, answers the moves', async () => {
    const req = {
      mode: 'one' as const,
      requestId: 'req-00000001',
      from: 'MAIN',
      to: 'PG',
      amount: 100,
    };
    const moves = { requestId: req.requestId, moves: [{ from: 'MAIN', to: 'PG', amount: 100 }] };
    platform().replyValue(moves);
    expect(await client().wallet.transfer(req)).toEqual(moves);
    expect(sent()).toEqual(['POST', WALLET_PATHS.walletTransfer, 'Bearer tok']);
    expect(JSON.parse(last()?.body ?? '')).toEqual(req);
  });

  it('wallet.recall: POST its requestId, answers the moves', async () => {
    const moves = { requestId: 'recall-0001', moves: [{ from: 'PG', to: 'MAIN', amount: 900 }] };
    platform().replyValue(moves);
    expect(await client().wallet.recall('recall-0001')).toEqual(moves);
    expect(sent()).toEqual(['POST', WALLET_PATHS.recall, 'Bearer tok']);
    expect(JSON.parse(last()?.body ?? '')).toEqual({ requestId: 'recall-0001' });
  });

  it('wallet.transferUpline: POST the request as JSON', async () => {
    const req = { requestId: 'req-00000002', amount: 100, withdrawalPassword: 'cash4567' };
    const result = { requestId: req.requestId, upline: 'agent1', amount: 100, balance: 900 };
    platform().replyValue(result);
    expect(await client().wallet.transferUpline(req)).toEqual(result);
    expect(sent()).toEqual(['POST', WALLET_PATHS.transferUpline, 'Bearer tok']);
    expect(JSON.parse(last()?.body ?? '')).toEqual(req);
  });

  it("rejects with the platform's code when a transfer is refused", async () => {
    platform().reply({
      status: 409,
      body: JSON.stringify({ code: 'WALLET_SINGLE', message: 'single wallet', value: null }),
    });
    const refused = client().wallet.transfer({ mode: 'allOut', requestId: 'req-00000003' });
    await expect(refused).rejects.toBeInstanceOf(PlatformError);
    await expect(refused).rejects.toMatchObject({ code: 'WALLET_SINGLE' });
  });
});
