import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/envelope';
import { API_HEADERS } from '../http/security-headers';
import { clientErrorCode } from './errors';

/** Node's parser codes and the status each deserves; anything else it refuses is a 400. */
function statusOf(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a header block over
 * `maxHeaderSize`, a broken request line or header, bad chunked encoding, headers or a body
 * too slow): the envelope too, written to the socket, which is then closed. A Fastify server
 * option (`clientErrorHandler`), in place of Fastify's own `{ error, message, statusCode }`.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOf(error.code);
  this.log.debug({ err: error }, 'client error before routing');
  if (socket.writable) {
    // Never the parser's own text: it may quote the bytes the caller sent.
    const body = JSON.stringify(
      fail(clientErrorCode(status), STATUS_CODES[status] ?? 'Bad Request'),
    );
    const headers = Object.entries({
      ...API_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
