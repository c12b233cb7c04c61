import {
  CASHIER_PATHS,
  DEPOSIT_LIMIT_PERIODS,
  DepositLimits,
  DepositLimitsUpdate,
  MAX_DEPOSIT_AMOUNT,
  envelope,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/http/api-error';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import { readDepositLimits, setDepositLimits, type LimitHolder } from './deposit-limits';
import type { PaymentDeps } from './payment-deps';

const tags = ['cashier'];
const security = [{ bearer: [] }];

/**
 * Each limit in the body must be null or a JSON integer of minor units from 1 to
 * MAX_DEPOSIT_AMOUNT, answered DEPOSIT_LIMIT_INVALID (checked before the schema, which would say
 * only BAD_REQUEST). A field that names no period is refused rather than dropped, so a misspelt
 * period never looks saved.
 */
async function limitAmounts(request: FastifyRequest): Promise<void> {
  if (typeof request.body !== 'object' || request.body === null) return;
  const body = request.body as Record<string, unknown>;
  const unknown = Object.keys(body).filter(
    (key) => !(DEPOSIT_LIMIT_PERIODS as readonly string[]).includes(key),
  );
  if (unknown.length > 0)
    throw new ApiError(
      400,
      'BAD_REQUEST',
      `Not a deposit limit period: ${unknown.slice(0, 3).join(', ')}`,
    );
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const value = body[period];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
      throw new ApiError(400, 'DEPOSIT_LIMIT_INVALID', `${period} must be a positive integer`);
    if (value > MAX_DEPOSIT_AMOUNT)
      throw new ApiError(400, 'DEPOSIT_LIMIT_INVALID', `${period} is above every deposit`);
  }
}

/** The member's own deposit limits (inside the payments module's `memberOnly` context). */
export async function depositLimitRoutes(app: TypedApp, { db, now }: PaymentDeps): Promise<void> {
  const holder = (request: FastifyRequest): LimitHolder => ({
    memberId: Number(requestSession(request).member.id),
    timeZone: requestMerchant(request).time_zone,
  });

  app.get(
    CASHIER_PATHS.depositLimits,
    { schema: { tags, security, response: { 200: envelope(DepositLimits) } } },
    async (request) => ok(await readDepositLimits(db, holder(request), now())),
  );

  app.put(
    CASHIER_PATHS.depositLimits,
    {
      preValidation: limitAmounts,
      schema: {
        tags,
        security,
        body: DepositLimitsUpdate,
        response: { 200: envelope(DepositLimits) },
      },
    },
    async (request) => ok(await setDepositLimits(db, holder(request), request.body, now())),
  );
}
