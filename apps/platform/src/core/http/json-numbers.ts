import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/**
 * A preValidation hook: Fastify coerces "100" or true to integers before validating, but money
 * must arrive as JSON numbers, so the raw body's fields are checked first.
 */
export function jsonNumbers(...fields: string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    // Not an object (a JSON string, number or null): the body schema refuses it next.
    if (typeof request.body !== 'object' || request.body === null) return;
    const body = request.body as Record<string, unknown>;
    const bad = fields.find((field) => field in body && typeof body[field] !== 'number');
    if (bad) throw new ApiError(400, 'BAD_REQUEST', `${bad} must be a JSON integer`);
  };
}
