import { CASHIER_OPS_CALLS, MAX_TRANSFER_AMOUNT, MAX_TURNOVER_REQUIRED } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { signedMinorUnits } from '../shared/minor-units';
import { actorOf } from '../../audit';
import { requestAdjustment } from '../desk/held-adjustments';

/**
 * `turnoverRequired`, when sent, must be a JSON integer of minor units and go with a credit (a
 * deduction gives nothing to wager), answered TURNOVER_REQUIRED_INVALID before the schema.
 */
async function turnoverWithCredit(request: FastifyRequest): Promise<void> {
  const { amount, turnoverRequired: required } = (request.body ?? {}) as Record<string, unknown>;
  if (required === undefined) return;
  const valid =
    typeof required === 'number' &&
    Number.isSafeInteger(required) &&
    required >= 1 &&
    required <= MAX_TURNOVER_REQUIRED;
  if (!valid || typeof amount !== 'number' || amount <= 0)
    throw new ApiError(
      400,
      'TURNOVER_REQUIRED_INVALID',
      'turnoverRequired must be a positive integer and go with a credit',
    );
}

/**
 * Balance adjustments with a reason code and note, booked at once or held for a second person
 * above the merchant's four-eyes amount (desk/held-adjustments.ts); registered inside the operator's bearer-token context. */
export async function adjustmentOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  const amounts = signedMinorUnits('ADJUSTMENT_AMOUNT_INVALID', MAX_TRANSFER_AMOUNT);
  routeFor(
    app,
    CASHIER_OPS_CALLS.adjustBalance,
    async (request) => {
      const memberId = Number(request.params.id);
      const done = await requestAdjustment(db, memberId, request.body, actorOf(request), now());
      request.log.info(
        {
          member: memberId,
          amount: request.body.amount,
          state: done.state,
          ...(done.state === 'booked'
            ? { entry: done.ledgerEntryId }
            : { pending: done.pending.id }),
        },
        'operator adjusted a balance',
      );
      return ok(done);
    },
    { tags: ['operator'], preValidation: [amounts, turnoverWithCredit] },
  );
}
