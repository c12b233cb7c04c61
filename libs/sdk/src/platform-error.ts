import type { ErrorCode } from '@tessera/contract';

/** A failed platform call. `code` is from the catalogue; the site shows `errors.<code>`. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** HTTP status, or 0 when no reply arrived. */
    readonly status: number,
  ) {
    super(message);
  }
}
