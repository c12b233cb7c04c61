import { CASHIER_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { correctPayeeName, payeeNameHistory } from '../../accounts';
import { renamePayeeAccountHolders } from '../payee-accounts/payee-accounts';

const tags = ['operator'];

/**
 * A member's payee name for the operator: its history, and the correction of a name the member
 * can no longer change (a typo found by the payout provider, a legal name change), with a
 * required reason. The name, its audit entry and the payee accounts' holder change in one
 * transaction, so no account is ever left held in a name the member no longer has.
 */
export async function payeeNameOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  routeFor(
    app,
    CASHIER_OPS_CALLS.payeeName,
    async (request) => ok(await payeeNameHistory(db, Number(request.params.id))),
    { tags },
  );

  routeFor(
    app,
    CASHIER_OPS_CALLS.correctPayeeName,
    async (request) => {
      const memberId = Number(request.params.id);
      const { accounts } = await db.transaction().execute(async (trx) => {
        const { from, to } = await correctPayeeName(trx, memberId, request.body, now());
        noteAuditBefore(request, { payeeName: from });
        return { accounts: await renamePayeeAccountHolders(trx, memberId, to) };
      });
      request.log.info({ member: memberId, accounts }, 'operator corrected a payee name');
      return ok(await payeeNameHistory(db, memberId));
    },
    { tags },
  );
}
