import type { EnvelopeCode, ErrorCode } from '@tessera/contract';

/** A successful reply: matches the route's `response: { 200: envelope(V) }`. */
export function ok<T>(value: T): { code: EnvelopeCode; message: string; value: T } {
  return { code: 'OK', message: '', value };
}

/** A failed reply: a catalogue code, an English detail for logs, no value. */
export function fail(
  code: ErrorCode,
  message: string,
): { code: ErrorCode; message: string; value: null } {
  return { code, message, value: null };
}
