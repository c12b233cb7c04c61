import { MERCHANT_HEADER, type Envelope } from '@tessera/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Where a test request comes from and what it adds. */
export interface RequestInit {
  headers?: Record<string, string>;
  /** The socket's peer address; light-my-request defaults to 127.0.0.1. */
  remoteAddress?: string;
}

/** A GET for one merchant, as the site sends it. */
export function merchantGet(
  app: FastifyInstance,
  merchant: string,
  url: string,
  { headers = {}, remoteAddress }: RequestInit = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    headers: { [MERCHANT_HEADER]: merchant, ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The value of an OK envelope; fails the test with the reply when it is not one. */
export function valueOf<T>(res: LightMyRequestResponse): T {
  const body = res.json<Envelope<T>>();
  if (res.statusCode !== 200 || body.code !== 'OK' || body.value === null)
    throw new Error(`Expected an OK reply, got ${res.statusCode} ${res.body}`);
  return body.value;
}
