import { afterAll, beforeAll, beforeEach } from 'vitest';
import { clientFor } from './client-for';
import { startFakePlatform, type FakePlatform } from './fake-platform';

/**
 * A fake platform for one spec file: started before its tests, closed after them, its record of
 * requests emptied before each test; with a client holding `token` and readers of the last
 * request (method, path and authorization; its JSON body).
 */
export function fakePlatformForFile(token = 'tok') {
  let started: FakePlatform | undefined;
  beforeAll(async () => {
    started = await startFakePlatform();
  });
  afterAll(() => started?.close());
  beforeEach(() => {
    if (started) started.seen.length = 0;
  });
  const platform = (): FakePlatform => {
    if (!started) throw new Error('The fake platform starts in beforeAll');
    return started;
  };
  const last = () => platform().seen.at(-1);
  return {
    platform,
    client: () => clientFor(platform().baseUrl, token).client,
    last,
    sent: () => [last()?.method, last()?.path, last()?.headers['authorization']],
    body: () => JSON.parse(last()?.body || 'null') as unknown,
  };
}
