import type { ErrorCode } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../core/http/api-error';

/**
 * A preValidation hook: the body's `field` (`amount` by default) must be a JSON number that is
 * a whole, positive number of minor units, at most `max`. Checked before the schema (which
 * would say only BAD_REQUEST) and answered with the caller's own codes, so the site can say
 * exactly what is wrong.
 */
export function positiveMinorUnits(
  invalid: ErrorCode,
  max: number,
  tooLarge: ErrorCode,
  field = 'amount',
) {
  return async (request: FastifyRequest): Promise<void> => {
    if (typeof request.body !== 'object' || request.body === null) return;
    const amount = (request.body as Record<string, unknown>)[field];
    if (amount === undefined) return; // the schema says whether it is required
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1)
      throw new ApiError(400, invalid, `${field} must be a positive integer`);
    if (amount > max) throw new ApiError(400, tooLarge, `${field} is above every limit`);
  };
}

/**
 * A preValidation hook for signed amounts (operator adjustments): `amount` must be a JSON number
 * that is a whole, non-zero number of minor units within ±`max`; anything else is `invalid`.
 */
export function signedMinorUnits(invalid: ErrorCode, max: number) {
  return async (request: FastifyRequest): Promise<void> => {
    if (typeof request.body !== 'object' || request.body === null) return;
    const { amount } = request.body as Record<string, unknown>;
    if (amount === undefined) return; // the schema says it is required
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount === 0)
      throw new ApiError(400, invalid, 'amount must be a non-zero integer');
    if (Math.abs(amount) > max) throw new ApiError(400, invalid, 'amount is above every limit');
  };
}
