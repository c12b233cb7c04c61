import type { Envelope, ErrorCode } from '@tessera/contract';

/** A successful reply. */
export function ok<T>(value: T): Envelope<T> {
  return { code: 'OK', message: '', value };
}

/** A failed reply: a catalogue code, an English detail for logs, no value. */
export function fail(code: ErrorCode, message: string): Envelope<never> {
  return { code, message, value: null };
}
