import { CASHIER_OPS_CALLS, type OperatorDepositQuery, type WithDefaults } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { decideDeposit, listBankDeposits } from '../deposits/decide-deposit';
import { type DepositBonusHook } from '../shared/payment-deps';

const tags = ['operator'];

/**
 * The manual bank deposit queue and decisions; registered inside the operator's bearer-token
 * context. Approving credits the wallet through the same settlement as a provider callback.
 */
export async function depositOpsRoutes(
  app: TypedApp,
  { db, now, depositBonus }: { db: Db; now: () => Date; depositBonus: DepositBonusHook },
): Promise<void> {
  routeFor(
    app,
    CASHIER_OPS_CALLS.deposits,
    async (request) => {
      const { status, limit } = request.query as WithDefaults<
        OperatorDepositQuery,
        'status' | 'limit'
      >;
      return ok({ list: await listBankDeposits(db, status, limit) });
    },
    { tags },
  );

  routeFor(
    app,
    CASHIER_OPS_CALLS.decideDeposit,
    async (request) => {
      const { id } = request.params;
      const decided = await decideDeposit(
        db,
        id,
        request.body.action,
        now(),
        depositBonus,
        (before) => noteAuditBefore(request, before),
      );
      request.log.info({ deposit: decided.id, status: decided.status }, 'operator decided');
      return ok(decided);
    },
    { tags },
  );
}
