import type { AddressInfo, Socket } from 'node:net';
import { promisify } from 'node:util';
import { PATHS } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from './testing/envelope';
import { openSocket, rawRequest } from './testing/raw-http';
import { startTestApp, type TestApp } from './testing/test-app';

// Issue 13, A.7: ~20,000 idle connections used up the file descriptors and new callers were
// reset. The same with a cap of 20 and 60 idle connections (some after a keep-alive request,
// most never sending a byte); then slow senders and oversized requests under small limits.
// One database kind is enough: none of this reaches the database.

const CAP = 20;
const KEEP_ALIVE_MS = 400;
const HEADERS_MS = 300;

/** Resolves when the server has closed the socket. */
const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    socket.once('close', () => resolve());
    socket.on('error', () => undefined);
  });

/** Reads one keep-alive reply off an open socket, leaving the connection open. */
const keepAliveRequest = (socket: Socket) =>
  new Promise<void>((resolve) => {
    socket.once('data', () => resolve());
    socket.write(`GET /health HTTP/1.1\r\nHost: a\r\n\r\n`);
  });

describe('server limits', () => {
  let t: TestApp;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite-memory', undefined, {
      serverLimits: {
        maxConnections: CAP,
        keepAliveTimeoutMs: KEEP_ALIVE_MS,
        headersTimeoutMs: HEADERS_MS,
        requestTimeoutMs: 60_000,
        maxParamLength: 40,
        bodyLimitBytes: 1_000,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t?.close();
  });

  it('closes idle connections beyond the cap, so a new caller still gets in', async () => {
    for (let i = 0; i < 60; i += 1) {
      const socket = await openSocket(port).catch(() => null);
      if (!socket) continue; // refused outright: fine, it holds nothing
      sockets.push(socket);
      if (i < 10) await keepAliveRequest(socket);
    }
    // At most CAP stay open: the others were closed by the server (dropped or reclaimed).
    const open = () => sockets.filter((socket) => !socket.destroyed);
    while (open().length > CAP) await Promise.race(open().map(closed));
    expect(sockets.length - open().length).toBeGreaterThanOrEqual(60 - CAP);
    expect(await promisify(t.app.server.getConnections.bind(t.app.server))()).toBeLessThanOrEqual(
      CAP,
    );

    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
    expect((await res.json()) as unknown).toMatchObject({ code: 'OK' });
  });

  it('closes a keep-alive connection left idle, and answers headers that come too slowly', async () => {
    const idle = await openSocket(port);
    await keepAliveRequest(idle);
    await closed(idle);

    const slow = await rawRequest(port, 'GET /health HTTP/1.1\r\nHost: a\r\nX-Slow: 1\r\n', {
      end: false,
    });
    expect(slow.statusCode).toBe(408);
    expectEnvelope(slow);
    expect(JSON.parse(slow.body)).toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('refuses a body or a path parameter over the configured sizes', async () => {
    const big = await fetch(`http://127.0.0.1:${port}${PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-merchant-code': 'AURORA' },
      body: JSON.stringify({ username: 'x'.repeat(2_000) }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()) as unknown).toMatchObject({ code: 'REQUEST_TOO_LARGE' });
    const long = await fetch(`http://127.0.0.1:${port}/cdn/games/${'a'.repeat(60)}.svg`);
    expect(long.status).toBe(414);
    expect((await long.json()) as unknown).toMatchObject({ code: 'REQUEST_TOO_LARGE' });
  });
});
