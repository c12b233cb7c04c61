import type { ErrorCode } from '@tessera/contract';

/** A failed platform call. `code` is from the catalogue; the site shows `errors.<code>`. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** HTTP status, or 0 when no reply arrived. */
    readonly status: number,
    /** The failed envelope's `value` (e.g. a LoginFailure), or null when it carried none. */
    readonly details: unknown = null,
  ) {
    super(message);
  }
}
