import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake platform received. */
export interface SeenRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The raw request body ('' when none). */
  body: string;
}

/** What the fake platform answers next. */
export interface ScriptedReply {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/** A real HTTP server standing in for the platform (node:http; specs only, never the SDK). */
export interface FakePlatform {
  baseUrl: string;
  seen: SeenRequest[];
  reply(next: ScriptedReply): void;
  /** Replies with an OK envelope around `value`. */
  replyValue(value: unknown): void;
  close(): Promise<void>;
}

export async function startFakePlatform(): Promise<FakePlatform> {
  let next: ScriptedReply = { status: 500, body: '' };
  const seen: SeenRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    res
      .writeHead(next.status, { 'content-type': 'application/json', ...next.headers })
      .end(next.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    reply: (scripted) => {
      next = scripted;
    },
    replyValue: (value) => {
      next = { status: 200, body: JSON.stringify({ code: 'OK', message: '', value }) };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
