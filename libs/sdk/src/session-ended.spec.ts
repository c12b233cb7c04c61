import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformError } from './platform-error';
import { clientFor } from './testing/client-for';
import { startFakePlatform, type FakePlatform } from './testing/fake-platform';
import { errorReply } from './testing/session-fixtures';

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.seen.length = 0;
});

const setup = (token: string | null = 'tok') => clientFor(platform.baseUrl, token);

describe('session ended', () => {
  it.each(['SESSION_ENDED', 'UNAUTHORIZED'])(
    '401 %s clears the token and signals once',
    async (code) => {
      const { client, tokenStore, onSessionEnded } = setup('tok');
      platform.reply(errorReply(401, code));
      const error = (await client.member.info().catch((e: unknown) => e)) as PlatformError;
      expect([error.code, tokenStore.get(), onSessionEnded.mock.calls.length]).toEqual([
        code,
        null,
        1,
      ]);
    },
  );

  it('parallel 401s for one token signal once', async () => {
    const { client, onSessionEnded } = setup('tok');
    platform.reply(errorReply(401, 'SESSION_ENDED'));
    await Promise.allSettled([client.member.info(), client.wallet.balance()]);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it.each<[string, string | null, number, string]>([
    ['a call that sent no token', null, 401, 'UNAUTHORIZED'],
    ['another 401 code', 'tok', 401, 'LOGIN_FAILED'],
    ['a 403', 'tok', 403, 'FORBIDDEN'],
  ])('leaves the session alone after %s', async (_label, token, status, code) => {
    const { client, tokenStore, onSessionEnded } = setup(token);
    platform.reply(errorReply(status, code));
    await client.member.info().catch(() => undefined);
    expect([tokenStore.get(), onSessionEnded.mock.calls.length]).toEqual([token, 0]);
  });

  it('a late 401 does not sign out a session started meanwhile', async () => {
    const { client, tokenStore, onSessionEnded } = setup('old');
    platform.reply(errorReply(401, 'SESSION_ENDED'));
    const pending = client.member.info().catch(() => undefined);
    tokenStore.set('new');
    await pending;
    expect([tokenStore.get(), onSessionEnded.mock.calls.length]).toEqual(['new', 0]);
  });
});
