import {
  CASHIER_DESK_CALLS,
  type PendingAdjustmentQuery,
  type WithDefaults,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { actorOf, noteAuditBefore } from '../../audit';
import { depositDetail, withdrawalDetail } from './desk-detail';
import {
  depositQueue,
  withdrawalQueue,
  type DepositQueueQuery,
  type WithdrawalQueueQuery,
} from './desk-queues';
import { decideHeldAdjustment, listHeldAdjustments } from './held-adjustments';
import { readThresholds, writeThresholds } from './thresholds';

const tags = ['operator'];

/**
 * The money desk (issue 29): queue pages with risk flags, the drawer of one row, the held
 * adjustments and their second approval, and each merchant's four-eyes and risk amounts.
 * Registered inside the operator's guarded context (each call's permission is in its entry).
 */
export async function deskOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  routeFor(
    app,
    CASHIER_DESK_CALLS.withdrawals,
    async (request) => ok(await withdrawalQueue(db, request.query as WithdrawalQueueQuery, now())),
    { tags },
  );
  routeFor(
    app,
    CASHIER_DESK_CALLS.withdrawal,
    async (request) => ok(await withdrawalDetail(db, request.params.id, now())),
    { tags },
  );
  routeFor(
    app,
    CASHIER_DESK_CALLS.deposits,
    async (request) => ok(await depositQueue(db, request.query as DepositQueueQuery, now())),
    { tags },
  );
  routeFor(
    app,
    CASHIER_DESK_CALLS.deposit,
    async (request) => ok(await depositDetail(db, request.params.id, now())),
    { tags },
  );
  routeFor(
    app,
    CASHIER_DESK_CALLS.adjustments,
    async (request) =>
      ok(
        await listHeldAdjustments(
          db,
          request.query as WithDefaults<PendingAdjustmentQuery, 'status' | 'page' | 'pageSize'>,
        ),
      ),
    { tags },
  );
  routeFor(
    app,
    CASHIER_DESK_CALLS.decideAdjustment,
    async (request) => {
      const decided = await decideHeldAdjustment(
        db,
        request.params.id,
        request.body,
        actorOf(request),
        now(),
        (before) => noteAuditBefore(request, before),
      );
      request.log.info(
        { adjustment: decided.id, status: decided.status, entry: decided.ledgerEntryId },
        'operator decided a held adjustment',
      );
      return ok(decided);
    },
    { tags },
  );
  routeFor(
    app,
    CASHIER_DESK_CALLS.thresholds,
    async (request) => ok(await readThresholds(db, request.params.code)),
    { tags },
  );
  routeFor(
    app,
    CASHIER_DESK_CALLS.setThresholds,
    async (request) => {
      const { code } = request.params;
      noteAuditBefore(request, await readThresholds(db, code));
      return ok(await writeThresholds(db, code, request.body, now()));
    },
    { tags },
  );
}
