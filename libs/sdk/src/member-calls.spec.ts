import { GATEWAY_VERSION_HEADER, PATHS, type RegisterRequest } from '@tessera/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformClient } from './platform-client';
import { clientFor } from './testing/client-for';
import { startFakePlatform, type FakePlatform } from './testing/fake-platform';
import { LOGIN_RESULT, openedBody } from './testing/session-fixtures';

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.seen.length = 0;
});

const setup = (token: string | null = 'tok') => clientFor(platform.baseUrl, token);
const last = () => platform.seen.at(-1);
const sent = () => [last()?.method, last()?.path, last()?.headers['authorization']];

describe('token calls send the bearer token', () => {
  it.each<[string, (c: PlatformClient) => Promise<unknown>, string, string, unknown]>([
    ['member.info', (c) => c.member.info(), 'GET', PATHS.memberInfo, { id: 1 }],
    ['member.icon', (c) => c.member.icon(), 'GET', PATHS.memberIcon, { iconUrl: null }],
    ['member.loginInfo', (c) => c.member.loginInfo(), 'GET', PATHS.loginInfo, { unreadMessage: 0 }],
    ['member.firstLogin', (c) => c.member.firstLogin(), 'POST', PATHS.firstLogin, null],
  ])('%s', async (_name, run, method, path, value) => {
    platform.replyValue(value);
    const result = await run(setup().client);
    expect(result).toEqual(value ?? undefined);
    expect(sent()).toEqual([method, path, 'Bearer tok']);
  });

  it('member.setLanguage: PUT {language}', async () => {
    platform.replyValue(null);
    await setup().client.member.setLanguage('bn');
    expect(sent()).toEqual(['PUT', PATHS.memberLanguage, 'Bearer tok']);
    expect(JSON.parse(last()?.body ?? '')).toEqual({ language: 'bn' });
  });

  it('member.changePassword: sealed POST with the token', async () => {
    platform.replyValue(null);
    const req = { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' };
    await setup().client.member.changePassword(req);
    expect(sent()).toEqual(['POST', PATHS.changePassword, 'Bearer tok']);
    expect(last()?.headers[GATEWAY_VERSION_HEADER]).toBe('3');
    expect(openedBody(last())).toEqual(req);
  });
});

describe('calls without a session', () => {
  const req: RegisterRequest = {
    username: 'alice99',
    password: 'secret-pass',
    registerUrl: 'https://lumen.example/register',
    domain: 'lumen.example',
    registerMethod: 'WEB',
  };

  it.each([
    ['username', PATHS.register],
    ['mobile', PATHS.registerMobile],
  ] as const)('member.register (%s): sealed PUT, token stored', async (kind, path) => {
    const { client, tokenStore } = setup(null);
    platform.replyValue(LOGIN_RESULT);
    await client.member.register(req, kind);
    expect(sent()).toEqual(['PUT', path, undefined]);
    expect(openedBody(last())).toEqual(req);
    expect(tokenStore.get()).toBe(LOGIN_RESULT.token);
  });

  it('member.resetByMobile: sealed POST, token stored', async () => {
    const { client, tokenStore } = setup(null);
    platform.replyValue(LOGIN_RESULT);
    const reset = {
      countryDialingCode: '880',
      mobileNum: '1712',
      verificationCode: '1',
      newPassword: 'n',
    };
    await client.member.resetByMobile(reset);
    expect(sent()).toEqual(['POST', PATHS.resetByMobile, undefined]);
    expect(openedBody(last())).toEqual(reset);
    expect(tokenStore.get()).toBe(LOGIN_RESULT.token);
  });

  it('member.resetByEmail: sealed POST with the link token, token stored', async () => {
    const { client, tokenStore } = setup(null);
    platform.replyValue(LOGIN_RESULT);
    const reset = { token: 'link-token', newPassword: 'n3w-password' };
    await client.member.resetByEmail(reset);
    expect(sent()).toEqual(['POST', PATHS.resetByEmail, undefined]);
    expect(openedBody(last())).toEqual(reset);
    expect(tokenStore.get()).toBe(LOGIN_RESULT.token);
  });

  it('member.resetByMobile: keeps no token when the player must still log in', async () => {
    const { client, tokenStore } = setup(null);
    platform.replyValue({ signInRequired: true, twoFactorRequired: true });
    const reset = {
      countryDialingCode: '880',
      mobileNum: '1712',
      verificationCode: '1',
      newPassword: 'n',
    };
    expect(await client.member.resetByMobile(reset)).toEqual({
      signInRequired: true,
      twoFactorRequired: true,
    });
    expect(tokenStore.get()).toBeNull();
  });

  it('member.forgotByEmail: form-urlencoded POST', async () => {
    platform.replyValue(null);
    await setup(null).client.member.forgotByEmail({ username: 'alice', email: 'a+b@c.co' });
    expect(sent()).toEqual(['POST', PATHS.forgotByEmail, undefined]);
    expect(last()?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(last()?.body))).toEqual({
      username: 'alice',
      email: 'a+b@c.co',
    });
  });

  it('agent.affiliate: GET with code and domain', async () => {
    platform.replyValue({ valid: true });
    await expect(setup(null).client.agent.affiliate('AFF1', 'lumen.example')).resolves.toEqual({
      valid: true,
    });
    expect(sent()).toEqual(['GET', PATHS.affiliate, undefined]);
    expect(Object.fromEntries(last()?.query ?? [])).toEqual({
      code: 'AFF1',
      domain: 'lumen.example',
    });
  });

  it('system.registerSettings: GET', async () => {
    platform.replyValue({ flags: {}, rules: {}, countries: [], minimumAge: 18, freePlay: false });
    await setup(null).client.system.registerSettings();
    expect(sent()).toEqual(['GET', PATHS.registerSettings, undefined]);
  });
});
