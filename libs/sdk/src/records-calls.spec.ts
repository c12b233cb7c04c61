import { CASHIER_PATHS, RECORD_PATHS } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import type { PlatformClient } from './platform-client';
import { fakePlatformForFile } from './testing/fake-platform-for-file';

const { platform, client, last } = fakePlatformForFile();

describe('records calls', () => {
  const page = { list: [], nextCursor: null, totals: { in: 0, out: 0 } };

  it.each<[string, (c: PlatformClient) => Promise<unknown>, string, Record<string, string>]>([
    [
      'account with filters',
      (c) => c.records.account({ from: '2026-03-01', to: '2026-03-07', kind: 'BET', limit: 50 }),
      RECORD_PATHS.account,
      { from: '2026-03-01', to: '2026-03-07', kind: 'BET', limit: '50' },
    ],
    [
      'account, next page',
      (c) => c.records.account({ cursor: '42' }),
      RECORD_PATHS.account,
      { cursor: '42' },
    ],
    [
      'bets by vendor',
      (c) => c.records.bets({ vendor: 'PG', gameType: 'RNG' }),
      RECORD_PATHS.bets,
      { vendor: 'PG', gameType: 'RNG' },
    ],
    ['profit, default range', (c) => c.records.profit(), RECORD_PATHS.profit, {}],
    [
      'bonus',
      (c) => c.records.bonus({ from: '2026-03-01' }),
      RECORD_PATHS.bonus,
      { from: '2026-03-01' },
    ],
    [
      'deposits',
      (c) => c.records.deposits({ status: 'pending' }),
      CASHIER_PATHS.deposits,
      { status: 'pending' },
    ],
    [
      'withdrawals',
      (c) => c.records.withdrawals({ status: 'paid' }),
      CASHIER_PATHS.withdrawals,
      { status: 'paid' },
    ],
  ])('%s: GET with the token and only the set fields', async (_name, run, path, query) => {
    platform().replyValue(page);
    expect(await run(client())).toEqual(page);
    expect([last()?.method, last()?.path, last()?.headers['authorization']]).toEqual([
      'GET',
      path,
      'Bearer tok',
    ]);
    expect(Object.fromEntries(last()?.query ?? [])).toEqual(query);
  });

  it('reads and sets deposit limits', async () => {
    const limits = {
      daily: { amount: 10_000, pending: null, used: 0 },
      weekly: { amount: null, pending: null, used: 0 },
      monthly: {
        amount: null,
        pending: { amount: null, from: '2026-03-02T00:00:00.000Z' },
        used: 0,
      },
    };
    platform().replyValue(limits);
    expect(await client().records.depositLimits()).toEqual(limits);
    expect([last()?.method, last()?.path]).toEqual(['GET', CASHIER_PATHS.depositLimits]);
    platform().replyValue(limits);
    await client().records.setDepositLimits({ daily: 10_000, monthly: null });
    expect([last()?.method, last()?.path, last()?.headers['authorization']]).toEqual([
      'PUT',
      CASHIER_PATHS.depositLimits,
      'Bearer tok',
    ]);
    expect(JSON.parse(last()?.body ?? '')).toEqual({ daily: 10_000, monthly: null });
  });
});
