import type { ErrorCode } from './error-codes';

/** Every platform reply, success or failure, has this shape. */
export interface Envelope<T> {
  /** `OK` on success, otherwise a stable code from the error catalogue. */
  code: 'OK' | ErrorCode;
  /** Human-readable English detail for logs; players see the translated catalogue text. */
  message: string;
  /** The payload; `null` when the call failed. */
  value: T | null;
}
