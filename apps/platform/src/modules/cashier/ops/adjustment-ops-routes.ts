import {
  CASHIER_OPS_CALLS,
  MAX_TRANSFER_AMOUNT,
  MAX_TURNOVER_REQUIRED,
  type BalanceAdjustmentRequest,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { signedMinorUnits } from '../shared/minor-units';
import { addRequirement } from '../../turnover';
import { adjustBalance, type AdjustmentExtra } from '../../wallet';

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

/** The turnover requirement of a bonus credit, booked with it (keyed by its requestId). */
function requirementWith(
  memberId: number,
  { requestId, turnoverRequired }: BalanceAdjustmentRequest,
  now: Date,
): AdjustmentExtra | undefined {
  if (turnoverRequired === undefined) return undefined;
  return {
    content: { turnoverRequired },
    book: (trx) =>
      addRequirement(
        trx,
        {
          memberId,
          required: turnoverRequired,
          sourceKind: 'adjustment',
          sourceRef: `${memberId}:${requestId}`,
        },
        now,
      ),
  };
}

/** Balance adjustments with a reason; registered inside the operator's bearer-token context. */
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
      const at = now();
      const extra = requirementWith(memberId, request.body, at);
      const adjusted = await adjustBalance(db, memberId, request.body, at, extra);
      request.log.info(
        { member: memberId, amount: adjusted.amount, entry: adjusted.ledgerEntryId },
        'operator adjusted a balance',
      );
      return ok({ ...adjusted, turnoverRequired: request.body.turnoverRequired ?? null });
    },
    { tags: ['operator'], preValidation: [amounts, turnoverWithCredit] },
  );
}
