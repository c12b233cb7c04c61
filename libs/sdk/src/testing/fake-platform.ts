import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeFetch, type ScriptedReply, type SeenRequest } from './fake-fetch';

export type { ScriptedReply, SeenRequest } from './fake-fetch';

/**
 * A real HTTP server standing in for the platform (node:http; the SDK's own specs only, where
 * timeouts, retries and headers on the wire are what is tested). Site tests use createPlatformFake.
 */
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
  const { fetch, seen } = fakeFetch(() => next);
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.entries(req.headers).map(([name, value]): [string, string] => [
      name,
      [value ?? ''].flat().join(', '),
    ]);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const reply = await fetch(new URL(req.url ?? '/', 'http://fake'), {
      method: req.method ?? 'GET',
      headers,
      body: hasBody ? Buffer.concat(chunks) : null,
    });
    res.writeHead(reply.status, Object.fromEntries(reply.headers)).end(await reply.text());
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
