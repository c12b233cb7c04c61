import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN, PATHS } from '@tessera/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserDeviceId, DEVICE_ID_STORAGE_KEY } from './device-id';
import { createPlatformClient } from './platform-client';
import { startFakePlatform, type FakePlatform } from './testing/fake-platform';
import { LOGIN_RESULT, TEST_PAYLOAD_KEY } from './testing/session-fixtures';

/** A Map behind the Storage interface; `broken` throws like a locked-down browser. */
function fakeStorage(initial: Record<string, string> = {}, broken = false): Storage {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new Error('SecurityError');
  };
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => (guard(), data.get(key) ?? null),
    setItem: (key, value) => (guard(), void data.set(key, value)),
    removeItem: (key) => (guard(), void data.delete(key)),
  };
}

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.seen.length = 0;
});

/** A site's client on `storage`, as createSite makes it (a page load). */
const siteClient = (storage: Storage | undefined) =>
  createPlatformClient({
    baseUrl: platform.baseUrl,
    merchantCode: 'AURORA',
    payloadKey: TEST_PAYLOAD_KEY,
    timeoutMs: 2000,
    ...(storage ? { deviceId: browserDeviceId({ storage }) } : {}),
  });
const login = { type: 'username', site: 'member', username: 'alice', password: 'pw' } as const;
const deviceHeaders = () => platform.seen.map((seen) => seen.headers[DEVICE_ID_HEADER]);

describe('the device id', () => {
  it('is sent on sign-in and sign-up, the same on every call and after a reload', async () => {
    const storage = fakeStorage();
    const client = siteClient(storage);
    platform.replyValue(LOGIN_RESULT);
    await client.session.login(login);
    await client.session.login(login);
    const form = {
      registerUrl: 'https://aurora.test/',
      domain: 'aurora.test',
      registerMethod: 'WEB',
    } as const;
    await client.member.register({ username: 'alice2', password: 'pw123456', ...form }, 'username');
    const [first, ...rest] = deviceHeaders();
    expect(first).toMatch(DEVICE_ID_PATTERN);
    expect(rest).toEqual([first, first]);
    expect(storage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(first);
    // The next page load (a new client on the same storage) keeps it.
    await siteClient(storage).session.login(login);
    expect(deviceHeaders().at(-1)).toBe(first);
    // Another browser (its own storage) has its own.
    await siteClient(fakeStorage()).session.login(login);
    expect(deviceHeaders().at(-1)).toMatch(DEVICE_ID_PATTERN);
    expect(deviceHeaders().at(-1)).not.toBe(first);
  });

  it('goes with no other call', async () => {
    const client = siteClient(fakeStorage());
    platform.replyValue({ token: 'unused' });
    await client.session.captcha().catch(() => undefined);
    expect(platform.seen.map((seen) => seen.path)).toEqual([PATHS.captcha]);
    expect(deviceHeaders()).toEqual([undefined]);
  });

  it('replaces a stored value that is no UUID, and lives in memory where storage throws', () => {
    const storage = fakeStorage({ [DEVICE_ID_STORAGE_KEY]: 'tampered' });
    const id = browserDeviceId({ storage })();
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(storage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(id);
    const locked = browserDeviceId({ storage: fakeStorage({}, true) });
    expect(locked()).toMatch(DEVICE_ID_PATTERN);
    expect(locked()).toBe(locked());
  });

  it('is not sent by a client given none', async () => {
    platform.replyValue(LOGIN_RESULT);
    await siteClient(undefined).session.login(login);
    expect(deviceHeaders()).toEqual([undefined]);
  });
});
