import type { ErrorCode } from '@tessera/contract';

/**
 * An error meant for the caller: its status, code and message go into the reply as they are,
 * so its message must be safe to show. Anything else thrown becomes a generic 500.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
