import { connect, type Socket } from 'node:net';

/** A reply read off a raw socket: status, lower-case headers and body. */
export interface RawResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Opens a TCP connection to a listening server; resolves once connected. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Writes bytes as they are (a request no HTTP client would send: a broken request line, a huge
 * header, a bad escape) and reads the one reply, until the server closes or the body is complete.
 * `end: false` keeps the sending side open, as a client that is still sending would.
 */
export async function rawRequest(
  port: number,
  request: string | Buffer,
  { end = true }: { end?: boolean } = {},
): Promise<RawResponse> {
  const socket = await openSocket(port);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const done = () => {
      const parsed = parseResponse(Buffer.concat(chunks).toString('utf8'));
      if (parsed) {
        socket.destroy();
        resolve(parsed);
      }
      return parsed;
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      done();
    });
    socket.on('error', () => undefined); // a reset after the reply is the server closing
    socket.on('close', () => {
      if (!done()) reject(new Error(`No complete reply: ${Buffer.concat(chunks).toString()}`));
    });
    if (end) socket.end(request);
    else socket.write(request);
  });
}

/** A complete HTTP/1.1 reply with a Content-Length, or null while it is still arriving. */
function parseResponse(text: string): RawResponse | null {
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return null;
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const body = text.slice(split + 4);
  const length = Number(headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(length) && Buffer.byteLength(body) < length) return null;
  return { statusCode: Number(statusLine.split(' ')[1]), headers, body };
}
