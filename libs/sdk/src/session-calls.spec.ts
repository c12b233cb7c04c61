import { GATEWAY_VERSION_HEADER, PATHS, type LoginFailure } from '@tessera/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlatformClient } from './platform-client';
import type { PlatformError } from './platform-error';
import { clientOs } from './session-calls';
import { startFakePlatform, type FakePlatform } from './testing/fake-platform';
import { errorReply, LOGIN_RESULT, openedBody, TEST_PAYLOAD_KEY } from './testing/session-fixtures';
import { memoryTokenStore } from './token-store';

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.seen.length = 0;
});

const setup = (token: string | null = null) => {
  const tokenStore = memoryTokenStore(token);
  const onSessionEnded = vi.fn();
  const client = createPlatformClient({
    baseUrl: platform.baseUrl,
    merchantCode: 'LUMEN',
    payloadKey: TEST_PAYLOAD_KEY,
    language: () => 'bn',
    tokenStore,
    onSessionEnded,
    timeoutMs: 2000,
  });
  return { client, tokenStore, onSessionEnded };
};
const last = () => platform.seen.at(-1);
const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as PlatformError,
  );

describe('session calls', () => {
  it('login: sealed POST, gateway v3, token stored', async () => {
    const { client, tokenStore } = setup();
    platform.replyValue(LOGIN_RESULT);
    const req = { type: 'username', site: 'member', username: 'alice', password: 'p w' } as const;
    await expect(client.session.login(req)).resolves.toEqual(LOGIN_RESULT);
    expect([last()?.method, last()?.path, last()?.headers[GATEWAY_VERSION_HEADER]]).toEqual([
      'POST',
      PATHS.login,
      '3',
    ]);
    expect(last()?.headers['authorization']).toBeUndefined();
    expect(last()?.headers['accept-language']).toBe('bn');
    expect(openedBody(last())).toEqual(req);
    expect(tokenStore.get()).toBe('tok-123');
  });

  it('login failure carries the LoginFailure in details and keeps the old token', async () => {
    const { client, tokenStore, onSessionEnded } = setup('old');
    const details: LoginFailure = { captchaRequired: true };
    platform.reply(errorReply(401, 'LOGIN_FAILED', details));
    const error = await failure(client.session.login({ type: 'username', site: 'member' }));
    expect([error.code, error.status, error.details]).toEqual(['LOGIN_FAILED', 401, details]);
    expect([tokenStore.get(), onSessionEnded.mock.calls.length]).toEqual(['old', 0]);
  });

  it('freePlay: sealed {os, platform W}, token stored', async () => {
    const { client, tokenStore } = setup();
    platform.replyValue({ ...LOGIN_RESULT, token: 'trial', memberType: 4 });
    await client.session.freePlay('Android');
    expect([last()?.method, last()?.path]).toEqual(['POST', PATHS.freePlay]);
    expect(openedBody(last())).toEqual({ os: 'Android', platform: 'W' });
    expect(tokenStore.get()).toBe('trial');
  });

  it('logout: DELETE with the token, then the token is gone (even on failure)', async () => {
    const { client, tokenStore } = setup('tok');
    platform.replyValue(null);
    await client.session.logout();
    expect([last()?.method, last()?.path, last()?.headers['authorization']]).toEqual([
      'DELETE',
      PATHS.logout,
      'Bearer tok',
    ]);
    expect(tokenStore.get()).toBeNull();
    tokenStore.set('tok2');
    platform.reply(errorReply(500, 'INTERNAL'));
    await failure(client.session.logout());
    expect(tokenStore.get()).toBeNull();
  });

  it('captcha: GET, value returned', async () => {
    const captcha = { captchaKey: 'k', image: 'data:image/svg+xml;base64,AA' };
    platform.replyValue(captcha);
    await expect(setup().client.session.captcha()).resolves.toEqual(captcha);
    expect([last()?.method, last()?.path]).toEqual(['GET', PATHS.captcha]);
  });

  it.each([
    ['smsForLogin', PATHS.smsNoLogin],
    ['smsForRegister', PATHS.smsRegister],
  ] as const)('verification.%s: plain JSON POST to %s', async (name, path) => {
    platform.replyValue({ expiredMinutes: 2 });
    const req = { countryDialingCode: '880', mobileNo: '1712345678' };
    await expect(setup().client.verification[name](req)).resolves.toEqual({ expiredMinutes: 2 });
    expect([last()?.method, last()?.path, JSON.parse(last()?.body ?? '')]).toEqual([
      'POST',
      path,
      req,
    ]);
    expect(last()?.headers[GATEWAY_VERSION_HEADER]).toBeUndefined();
  });

  it('sealed calls without a payloadKey fail before sending', async () => {
    const client = createPlatformClient({ baseUrl: platform.baseUrl, merchantCode: 'LUMEN' });
    const error = await failure(client.session.login({ type: 'username', site: 'member' }));
    expect([error.code, platform.seen.length]).toEqual(['BAD_REQUEST', 0]);
  });
});

describe('clientOs', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', 'MacOS'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 'Linux'],
    ['', 'unknown'],
  ])('%s → %s', (userAgent, os) => {
    expect(clientOs(userAgent)).toBe(os);
  });
});
