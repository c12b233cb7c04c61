import type { ErrorCode } from '@tessera/contract';

/** Extras of an ApiError: a value for the envelope (e.g. LoginFailure) and reply headers. */
export interface ApiErrorExtras {
  value?: unknown;
  headers?: Record<string, string>;
}

/**
 * An error meant for the caller: its status, code, message and value go into the reply as they
 * are, so they must be safe to show. Anything else thrown becomes a generic 500.
 */
export class ApiError extends Error {
  readonly value: unknown;
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    extras: ApiErrorExtras = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.value = extras.value ?? null;
    this.headers = extras.headers ?? {};
  }
}
