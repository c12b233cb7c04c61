import {
  BalanceAdjustment,
  BalanceAdjustmentRequest,
  MAX_TRANSFER_AMOUNT,
  MemberParams,
  OPERATOR_PATHS,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { signedMinorUnits } from '../payments';
import { adjustBalance } from '../wallet';

/** Balance adjustments with a reason; registered inside the operator's bearer-token context. */
export async function adjustmentOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  app.post(
    OPERATOR_PATHS.memberAdjustments,
    {
      preValidation: signedMinorUnits('ADJUSTMENT_AMOUNT_INVALID', MAX_TRANSFER_AMOUNT),
      schema: {
        tags: ['operator'],
        params: MemberParams,
        body: BalanceAdjustmentRequest,
        response: { 200: envelope(BalanceAdjustment) },
      },
    },
    async (request) => {
      const memberId = Number(request.params.id);
      const adjusted = await adjustBalance(db, memberId, request.body, now());
      request.log.info(
        { member: memberId, amount: adjusted.amount, entry: adjusted.ledgerEntryId },
        'operator adjusted a balance',
      );
      return ok(adjusted);
    },
  );
}
