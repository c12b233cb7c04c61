import {
  DisputeSettlementRequest,
  MAX_WITHDRAWAL_AMOUNT,
  OPERATOR_PATHS,
  OperatorWithdrawal,
  OperatorWithdrawals,
  WithdrawalDecision,
  WithdrawalParams,
  WithdrawalProofParams,
  WithdrawalProofs,
  WithdrawalQuery,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import type { JobQueue } from '../../../core/jobs/job-queue';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { decideWithdrawal, listWithdrawals } from '../decide-withdrawal';
import { listProofs, readProof } from '../withdrawal-proofs';
import { positiveMinorUnits } from '../minor-units';
import { settleDispute } from '../settle-dispute';

const tags = ['operator'];

/**
 * The withdrawal queue, decisions, the proof images of disputes and their settlement;
 * registered inside the operator's bearer-token context.
 */
export async function withdrawalOpsRoutes(
  app: TypedApp,
  { db, now, jobs, proofDir }: { db: Db; now: () => Date; jobs: JobQueue; proofDir: string },
): Promise<void> {
  app.get(
    OPERATOR_PATHS.withdrawalProofs,
    {
      config: { permission: 'withdrawals.read' },
      schema: { tags, params: WithdrawalParams, response: { 200: envelope(WithdrawalProofs) } },
    },
    async (request) => ok({ list: await listProofs(db, request.params.id) }),
  );

  // The image itself (not an envelope; errors are): sent as a download that no browser may
  // sniff into anything else.
  app.get(
    OPERATOR_PATHS.withdrawalProof,
    { config: { permission: 'withdrawals.read' }, schema: { tags, params: WithdrawalProofParams } },
    async (request, reply) => {
      const { id, proofId } = request.params;
      const proof = await readProof(db, proofDir, id, proofId);
      return reply
        .type(proof.mediaType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="withdrawal-${id}-proof-${proofId}"`)
        .send(proof.bytes);
    },
  );

  app.get(
    OPERATOR_PATHS.withdrawals,
    {
      config: { permission: 'withdrawals.read' },
      schema: {
        tags,
        querystring: WithdrawalQuery,
        response: { 200: envelope(OperatorWithdrawals) },
      },
    },
    async (request) => {
      const { status, limit } = request.query as Required<Pick<WithdrawalQuery, 'limit'>> &
        WithdrawalQuery;
      return ok({ list: await listWithdrawals(db, status, limit) });
    },
  );

  app.post(
    OPERATOR_PATHS.withdrawalDecision,
    {
      config: { permission: 'withdrawals.approve' },
      schema: {
        tags,
        params: WithdrawalParams,
        body: WithdrawalDecision,
        response: { 200: envelope(OperatorWithdrawal) },
      },
    },
    async (request) => {
      const decided = await decideWithdrawal(
        db,
        jobs,
        request.params.id,
        request.body.action,
        now(),
      );
      request.log.info({ withdrawal: decided.id, status: decided.status }, 'operator decided');
      return ok(decided);
    },
  );

  app.post(
    OPERATOR_PATHS.withdrawalDispute,
    {
      config: { permission: 'withdrawals.disputes' },
      preValidation: positiveMinorUnits(
        'WITHDRAWAL_REFUND_INVALID',
        MAX_WITHDRAWAL_AMOUNT,
        'WITHDRAWAL_REFUND_INVALID',
        'refundAmount',
      ),
      schema: {
        tags,
        params: WithdrawalParams,
        body: DisputeSettlementRequest,
        response: { 200: envelope(OperatorWithdrawal) },
      },
    },
    async (request) => {
      const settled = await settleDispute(db, request.params.id, request.body, now());
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
  );
}
