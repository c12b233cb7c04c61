import {
  lobbyContentQuery,
  announcementSearchParams,
  EARLY_RESPONSES_GLOBAL,
  PATHS,
  type Envelope,
} from '@tessera/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { earlyResponsesOf } from './early-responses';
import { createPlatformClient } from './platform-client';

// A real HTTP server standing in for the platform: it answers the banners call with banners
// named after the request count, so a test sees which reply the client used.
let requests: string[] = [];
let server: Server;
let baseUrl: string;

const banners = (name: string): Envelope<unknown> => ({
  code: 'OK',
  message: '',
  value: {
    banners: [
      { id: 1, groupName: 'w_home', imageUrl: `${name}.png`, url: null, linkageType: 'NONE' },
    ],
    notices: [],
    popups: [],
    promotions: [],
    help: [],
  },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(banners(`server-${requests.length}`)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests = [];
});

/** The path and query the page's early script asks for (early-banner.ts builds it the same way). */
const bannersCall = (language: string) =>
  `${PATHS.announcements}?${announcementSearchParams(lobbyContentQuery(language))}`;

const page = (started: Record<string, Promise<Response>>) => ({
  [EARLY_RESPONSES_GLOBAL]: started,
});

const reply = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const clientWith = (scope: object) =>
  createPlatformClient({
    baseUrl,
    merchantCode: 'AURORA',
    timeoutMs: 2000,
    early: earlyResponsesOf(scope),
  });

describe('early responses', () => {
  it('takes the reply the page started instead of asking again, once', async () => {
    const client = clientWith(page({ [bannersCall('bn')]: reply(banners('early')) }));

    const first = await client.announcements.list(lobbyContentQuery('bn'));
    expect(first.banners[0]?.imageUrl).toBe('early.png');
    expect(requests).toEqual([]);

    // The next time the lobby asks (a refetch), it is a fresh call to the platform.
    const second = await client.announcements.list(lobbyContentQuery('bn'));
    expect(second.banners[0]?.imageUrl).toBe('server-1.png');
    expect(requests).toEqual([bannersCall('bn')]);
  });

  it('asks the platform when the page asked for another language', async () => {
    const client = clientWith(page({ [bannersCall('en')]: reply(banners('early')) }));

    const list = await client.announcements.list(lobbyContentQuery('bn'));
    expect(list.banners[0]?.imageUrl).toBe('server-1.png');
    expect(requests).toEqual([bannersCall('bn')]);
  });

  it('asks again when the early reply failed or never arrived', async () => {
    const client = clientWith(
      page({
        [bannersCall('bn')]: reply({ code: 'INTERNAL', message: 'x', value: null }, 500),
        [bannersCall('en')]: Promise.reject(new TypeError('Failed to fetch')),
      }),
    );

    expect((await client.announcements.list(lobbyContentQuery('bn'))).banners[0]?.imageUrl).toBe(
      'server-1.png',
    );
    expect((await client.announcements.list(lobbyContentQuery('en'))).banners[0]?.imageUrl).toBe(
      'server-2.png',
    );
    expect(requests).toHaveLength(2);
  });

  it('is not used for calls that carry the session token', async () => {
    const client = createPlatformClient({
      baseUrl,
      merchantCode: 'AURORA',
      early: earlyResponsesOf(page({ [PATHS.whitelabel]: reply(banners('early')) })),
    });
    client.tokenStore.set('token-1');
    await client.member.info().catch(() => undefined);
    expect(requests.length).toBe(1);
  });

  it('reads nothing from a page that started nothing', async () => {
    const client = clientWith({});
    await client.announcements.list(lobbyContentQuery('bn'));
    expect(requests).toEqual([bannersCall('bn')]);
  });
});
