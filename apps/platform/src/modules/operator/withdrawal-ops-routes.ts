import {
  OPERATOR_PATHS,
  OperatorWithdrawal,
  OperatorWithdrawals,
  WithdrawalDecision,
  WithdrawalParams,
  WithdrawalQuery,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import type { JobQueue } from '../../core/jobs/job-queue';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { decideWithdrawal, listWithdrawals } from '../payments';

const tags = ['operator'];

/** The withdrawal queue and decisions; registered inside the operator's bearer-token context. */
export async function withdrawalOpsRoutes(
  app: TypedApp,
  { db, now, jobs }: { db: Db; now: () => Date; jobs: JobQueue },
): Promise<void> {
  app.get(
    OPERATOR_PATHS.withdrawals,
    {
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
}
