import { MERCHANT_HEADER, type Envelope } from '@tessera/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformClient } from './platform-client';
import { PlatformError } from './platform-error';

// A real HTTP server standing in for the platform, replying with whatever the test scripts.
type Reply = { status: number; body: string };
let reply: Reply;
let seenMerchant: string | undefined;
let requests = 0;
let server: Server;
let baseUrl: string;

const envelope = <T>(value: Envelope<T>) => JSON.stringify(value);

beforeAll(async () => {
  server = createServer((req, res) => {
    requests += 1;
    seenMerchant = req.headers[MERCHANT_HEADER] as string | undefined;
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const client = () => createPlatformClient({ baseUrl, merchantCode: 'AURORA', timeoutMs: 2000 });

async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe('createPlatformClient', () => {
  it('names the merchant and returns the value of an OK envelope', async () => {
    reply = {
      status: 200,
      body: envelope({
        code: 'OK',
        message: '',
        value: { maintenance: false, maintenanceEnd: null, serverTime: 'now' },
      }),
    };
    await expect(client().system.status()).resolves.toEqual({
      maintenance: false,
      maintenanceEnd: null,
      serverTime: 'now',
    });
    expect(seenMerchant).toBe('AURORA');
  });

  it('turns an error envelope into a typed error with its catalogue code', async () => {
    reply = {
      status: 404,
      body: envelope({ code: 'MERCHANT_UNKNOWN', message: 'Unknown merchant "X"', value: null }),
    };
    const error = await failure(client().system.whitelabel());
    expect([error.code, error.status, error.message]).toEqual([
      'MERCHANT_UNKNOWN',
      404,
      'Unknown merchant "X"',
    ]);
  });

  it('reports an unreadable 5xx reply as INTERNAL after retrying', async () => {
    reply = { status: 502, body: '<html>Bad gateway</html>' };
    requests = 0;
    const error = await failure(client().system.status());
    expect(error.code).toBe('INTERNAL');
    expect(requests).toBe(3);
  });

  it('reports an unknown code as INTERNAL rather than inventing a message', async () => {
    reply = {
      status: 418,
      body: envelope({ code: 'TEAPOT', message: 'no', value: null } as never),
    };
    expect((await failure(client().system.status())).code).toBe('INTERNAL');
  });

  it('reports an unreachable platform as NETWORK', async () => {
    const offline = createPlatformClient({ baseUrl: 'http://127.0.0.1:9', merchantCode: 'AURORA' });
    const error = await failure(offline.system.status());
    expect([error.code, error.status]).toEqual(['NETWORK', 0]);
  });
});
