import { ERROR_CODES } from '@tessera/contract';
import { expect } from 'vitest';

/** A reply as a test sees it: from `inject` or from a real socket. */
export interface RawReply {
  statusCode: number;
  body: string;
}

/**
 * Whether a reply is exactly the envelope `{ code, message, value }` with `OK` or a catalogue
 * code: null when it is, else what is wrong (the table tests count these instead of stopping at
 * the first).
 */
export function envelopeProblem(res: RawReply): string | null {
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON: ${res.body.slice(0, 120)}`;
  }
  if (typeof body !== 'object' || body === null) return `not an object: ${res.body.slice(0, 120)}`;
  const { code, message } = body as Record<string, unknown>;
  if (Object.keys(body).sort().join() !== 'code,message,value')
    return `keys ${Object.keys(body).join()}`;
  if (code !== 'OK' && !(ERROR_CODES as readonly unknown[]).includes(code))
    return `code ${String(code)}`;
  if (typeof message !== 'string') return 'message is not a string';
  return null;
}

/** Fails the test unless the reply is the envelope. */
export function expectEnvelope(res: RawReply): void {
  expect(envelopeProblem(res), `${res.statusCode} ${res.body.slice(0, 300)}`).toBeNull();
}
