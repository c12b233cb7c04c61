import type { AddressInfo } from 'node:net';
import { MERCHANT_HEADER, PATHS } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from './testing/envelope';
import { rawRequest, type RawResponse } from './testing/raw-http';
import { startTestApp, type TestApp } from './testing/test-app';

// Replies that Fastify, its router and body parsers, or Node's HTTP parser make before any route
// runs (issue 13, A.2), over a real socket, since `inject` skips Node's parser. Each must be the
// envelope with a stable code and an honest status. One database kind is enough: none of these
// reaches the database.

/** A request as bytes, to a merchant, closing the connection after the reply. */
const request = (head: string, body = '') =>
  `${head}\r\nHost: 127.0.0.1\r\n${MERCHANT_HEADER}: AURORA\r\nConnection: close\r\n` +
  (body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : '') +
  `\r\n${body}`;

const jsonPost = (path: string, body: string, type = 'application/json') =>
  request(`POST ${path} HTTP/1.1\r\nContent-Type: ${type}`, body);

describe('replies made before any route', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp('pglite-memory');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(() => t?.close());

  const send = (bytes: string) => rawRequest(port, bytes);
  function expectReply(res: RawResponse, status: number, code: string) {
    expect([res.statusCode, res.headers['content-type']], res.body).toEqual([
      status,
      expect.stringContaining('application/json'),
    ]);
    expectEnvelope(res);
    expect(JSON.parse(res.body)).toMatchObject({ code, value: null });
  }

  it('answers a 20 KB cookie header with 431 REQUEST_TOO_LARGE', async () => {
    const cookie = `Cookie: a=${'x'.repeat(20_000)}`;
    expectReply(
      await send(request(`GET ${PATHS.whitelabel} HTTP/1.1\r\n${cookie}`)),
      431,
      'REQUEST_TOO_LARGE',
    );
  });

  it('answers a URL that does not decode with 400 BAD_REQUEST', async () => {
    expectReply(await send(request('GET /cdn/games/%ED%A0%80 HTTP/1.1')), 400, 'BAD_REQUEST');
    expectReply(await send(request('GET /wps/%zz HTTP/1.1')), 400, 'BAD_REQUEST');
  });

  it('answers an over-long path parameter with 414 REQUEST_TOO_LARGE', async () => {
    const file = `${'a'.repeat(5_000)}.svg`;
    expectReply(await send(request(`GET /cdn/games/${file} HTTP/1.1`)), 414, 'REQUEST_TOO_LARGE');
  });

  it('answers a body over the limit with 413 REQUEST_TOO_LARGE', async () => {
    const body = JSON.stringify({ username: 'x'.repeat(2_000_000) });
    expectReply(await send(jsonPost(PATHS.login, body)), 413, 'REQUEST_TOO_LARGE');
  });

  it('answers broken JSON, an unknown content type and an unknown route', async () => {
    expectReply(await send(jsonPost(PATHS.login, '{"a":')), 400, 'BAD_REQUEST');
    expectReply(await send(jsonPost(PATHS.login, '<a/>', 'application/xml')), 415, 'BAD_REQUEST');
    expectReply(await send(request('GET /nope HTTP/1.1')), 404, 'NOT_FOUND');
  });

  it("answers what Node's HTTP parser refuses with 400 BAD_REQUEST", async () => {
    const broken = [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: a\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a\r\nBad Header: x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a\r\nX: a\u0001b\r\n\r\n',
      'POST /wps/session/login HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
    ];
    for (const bytes of broken) expectReply(await send(bytes), 400, 'BAD_REQUEST');
  });
});
