import { AGENT_PATHS } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { fakePlatformForFile } from './testing/fake-platform-for-file';

const { platform, client, last } = fakePlatformForFile();

describe('agent team calls', () => {
  it('sends list filters as the query, with the token, and only the set ones', async () => {
    platform().replyValue({ list: [], nextCursor: null, total: 0 });
    await client().team.members({
      account: 'bob',
      level: 'direct',
      status: undefined,
      cursor: '9',
    });
    expect([last()?.method, last()?.path, last()?.headers['authorization']]).toEqual([
      'GET',
      AGENT_PATHS.teamMembers,
      'Bearer tok',
    ]);
    expect(Object.fromEntries(last()?.query ?? [])).toEqual({
      account: 'bob',
      level: 'direct',
      cursor: '9',
    });
  });

  it('puts the member id in the path of member actions and posts the body', async () => {
    const transfer = { requestId: 'req-00000042', amount: 250, withdrawalPassword: 'pw' };
    platform().replyValue({ requestId: 'req-00000042', account: 'bob', amount: 250, balance: 1 });
    await client().team.transfer(77, transfer);
    expect([last()?.method, last()?.path]).toEqual(['POST', '/wps/agent/team/members/77/transfer']);
    expect(JSON.parse(last()?.body ?? '')).toEqual(transfer);
    platform().replyValue({ account: 'bob' });
    await client().team.resetPassword(77);
    expect(last()?.path).toBe('/wps/agent/team/members/77/reset-password');
    platform().replyValue({});
    await client().team.lock(77, true);
    expect([last()?.path, JSON.parse(last()?.body ?? '')]).toEqual([
      '/wps/agent/team/members/77/lock',
      { locked: true },
    ]);
  });
});
