import Type, { type Static, type TSchema } from 'typebox';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { StringEnum } from './schema-types';

/** `OK` on success, otherwise a stable code from the error catalogue. */
export const EnvelopeCode = StringEnum(['OK', ...ERROR_CODES]);
export type EnvelopeCode = 'OK' | ErrorCode;

/** Every platform reply, success or failure, has this shape. */
export interface Envelope<T> {
  /** `OK` on success, otherwise a stable code from the error catalogue. */
  code: EnvelopeCode;
  /** Human-readable English detail for logs; players see the translated catalogue text. */
  message: string;
  /** The payload; `null` when the call failed. */
  value: T | null;
}

/**
 * The 200 reply schema `{ code, message, value }` around a call's value schema: the platform
 * serializes and documents with it, so a field missing from `value` never reaches the wire.
 */
export function envelope<T extends TSchema>(value: T) {
  return Type.Object({ code: EnvelopeCode, message: Type.String(), value });
}

/** The reply of a call whose value is always null (logout, first login, language, favourites). */
export function emptyEnvelope() {
  return envelope(Type.Null());
}

/** The static type of an envelope schema, e.g. `EnvelopeOf<typeof GamePage>`. */
export type EnvelopeOf<T extends TSchema> = Static<ReturnType<typeof envelope<T>>>;
