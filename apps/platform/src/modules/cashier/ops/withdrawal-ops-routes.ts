import { CASHIER_OPS_CALLS, MAX_WITHDRAWAL_AMOUNT, type WithdrawalQuery } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import type { JobQueue } from '../../../core/jobs/job-queue';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { decideWithdrawal, listWithdrawals } from '../withdrawals/decide-withdrawal';
import { listProofs, readProof } from '../confirmation/withdrawal-proofs';
import { positiveMinorUnits } from '../shared/minor-units';
import { settleDispute } from '../confirmation/settle-dispute';
import { actorOf, noteAuditBefore } from '../../audit';

const tags = ['operator'];

/**
 * The withdrawal queue, decisions, the proof images of disputes and their settlement;
 * registered inside the operator's bearer-token context.
 */
export async function withdrawalOpsRoutes(
  app: TypedApp,
  { db, now, jobs, proofDir }: { db: Db; now: () => Date; jobs: JobQueue; proofDir: string },
): Promise<void> {
  routeFor(
    app,
    CASHIER_OPS_CALLS.withdrawalProofs,
    async (request) => ok({ list: await listProofs(db, request.params.id) }),
    { tags },
  );

  // The image itself (not an envelope; errors are): sent as a download that no browser may
  // sniff into anything else.
  routeFor(
    app,
    CASHIER_OPS_CALLS.withdrawalProof,
    async (request, reply) => {
      const { id, proofId } = request.params;
      const proof = await readProof(db, proofDir, id, proofId);
      return reply
        .type(proof.mediaType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="withdrawal-${id}-proof-${proofId}"`)
        .send(proof.bytes);
    },
    { tags },
  );

  routeFor(
    app,
    CASHIER_OPS_CALLS.withdrawals,
    async (request) => {
      const { status, limit } = request.query as Required<Pick<WithdrawalQuery, 'limit'>> &
        WithdrawalQuery;
      return ok({ list: await listWithdrawals(db, status, limit) });
    },
    { tags },
  );

  routeFor(
    app,
    CASHIER_OPS_CALLS.decideWithdrawal,
    async (request) => {
      const decided = await decideWithdrawal(
        db,
        jobs,
        request.params.id,
        request.body.action,
        now(),
        actorOf(request),
        (before) => noteAuditBefore(request, before),
      );
      request.log.info({ withdrawal: decided.id, status: decided.status }, 'operator decided');
      return ok(decided);
    },
    { tags },
  );

  routeFor(
    app,
    CASHIER_OPS_CALLS.settleDispute,
    async (request) => {
      const settled = await settleDispute(db, request.params.id, request.body, now(), (before) =>
        noteAuditBefore(request, before),
      );
      // The note stays out of the log: it may name the member's circumstances.
      request.log.info(
        {
          withdrawal: settled.id,
          status: settled.status,
          refund: settled.settlement?.refundAmount,
        },
        'operator settled a dispute',
      );
      return ok(settled);
    },
    {
      tags,
      preValidation: positiveMinorUnits(
        'WITHDRAWAL_REFUND_INVALID',
        MAX_WITHDRAWAL_AMOUNT,
        'WITHDRAWAL_REFUND_INVALID',
        'refundAmount',
      ),
    },
  );
}
