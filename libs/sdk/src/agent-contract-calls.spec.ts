import { CONTRACT_PATHS, SALARY_PROCESS_PATHS } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { PlatformError } from './platform-error';
import { contract, settlement } from './testing';
import { fakePlatformForFile } from './testing/fake-platform-for-file';

const { platform, client, last } = fakePlatformForFile();

describe('agent contract calls', () => {
  it('send each processing action to the relay of its kind, with the token', async () => {
    platform().replyValue(contract({ status: 'active' }));
    const answered = await client().contracts.process('HOUR_SALARY', {
      contractId: 41,
      action: 'accept',
    });
    expect(answered.status).toBe('active');
    expect([last()?.method, last()?.path, last()?.headers['authorization']]).toEqual([
      'POST',
      SALARY_PROCESS_PATHS.HOUR_SALARY,
      'Bearer tok',
    ]);
    expect(JSON.parse(String(last()?.body))).toEqual({ contractId: 41, action: 'accept' });
  });

  it('hand the contracts a lower rate would end to the caller in the error', async () => {
    const undercut = [contract({ id: 9, holder: 'sub2', offerer: 'sub1', status: 'active' })];
    platform().reply({
      status: 409,
      body: JSON.stringify({
        code: 'CONTRACT_LOWER_RATE',
        message: 'Accepting ends downline contracts',
        value: { contracts: undercut },
      }),
    });
    const refused = await client()
      .contracts.process('DIVIDEND', { contractId: 41, action: 'accept' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlatformError);
    expect((refused as PlatformError).code).toBe('CONTRACT_LOWER_RATE');
    expect((refused as PlatformError).details).toEqual({ contracts: undercut });
  });

  it('ask for settlements with only the set filters, and for one history by id', async () => {
    const page = {
      list: [settlement()],
      nextCursor: null,
      totals: { validBet: 1_234_500, amount: 12_345, count: 1 },
    };
    platform().replyValue(page);
    expect(
      await client().contracts.settlements({
        kind: 'HOUR_SALARY',
        side: 'downlines',
        from: '2026-11-01',
      }),
    ).toEqual(page);
    expect(last()?.path).toBe(CONTRACT_PATHS.settlements);
    expect(Object.fromEntries(last()?.query ?? [])).toEqual({
      kind: 'HOUR_SALARY',
      side: 'downlines',
      from: '2026-11-01',
    });
    platform().replyValue({ contract: contract(), events: [] });
    await client().contracts.history(41);
    expect(last()?.path).toBe(CONTRACT_PATHS.history.replace(':id', '41'));
  });
});
