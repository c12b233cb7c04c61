import { LIMIT_PERIODS, type ErrorCode } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/** What a kind of period limit answers about a body it refuses. */
export interface LimitAmountsKind {
  /** "deposit", "loss": named in the reply to a period that does not exist. */
  name: string;
  /** The kind's own code for an amount that is not one (DEPOSIT_LIMIT_INVALID …). */
  invalid: ErrorCode;
  max: number;
  /** The message for an amount past `max`, `${period} …`. */
  aboveMax: string;
}

/**
 * A preValidation hook for a PUT of period limits: each limit in the body must be null or a JSON
 * integer of minor units from 1 to the kind's max, answered with the kind's own code (checked
 * before the schema, which would say only BAD_REQUEST). A field that names no period is refused
 * rather than dropped, so a misspelt period never looks saved.
 */
export function limitAmounts(kind: LimitAmountsKind) {
  return async (request: FastifyRequest): Promise<void> => {
    if (typeof request.body !== 'object' || request.body === null) return;
    const body = request.body as Record<string, unknown>;
    const unknown = Object.keys(body).filter(
      (key) => !(LIMIT_PERIODS as readonly string[]).includes(key),
    );
    if (unknown.length > 0)
      throw new ApiError(
        400,
        'BAD_REQUEST',
        `Not a ${kind.name} limit period: ${unknown.slice(0, 3).join(', ')}`,
      );
    for (const period of LIMIT_PERIODS) {
      const value = body[period];
      if (value === undefined || value === null) continue;
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
        throw new ApiError(400, kind.invalid, `${period} must be a positive integer`);
      if (value > kind.max) throw new ApiError(400, kind.invalid, `${period} ${kind.aboveMax}`);
    }
  };
}
