import { LOTTERY_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { JobQueue } from '../../../core/jobs/job-queue';
import type { TypedApp } from '../../../core/http/typed-app';
import { LOTTERY_SETTLEMENT } from '../lottery-settlement';

/**
 * Operator: queue the lottery settlement sweep now, e.g. right after a draw, rather than wait
 * for its minute. The sweep itself runs on a worker, once across replicas, as it always does.
 */
export async function lotteryOpsRoutes(
  app: TypedApp,
  { db, jobs }: { db: Db; jobs: JobQueue },
): Promise<void> {
  routeFor(
    app,
    LOTTERY_OPS_CALLS.settle,
    async () => {
      await jobs.send(db, LOTTERY_SETTLEMENT, {}, 'operator');
      return ok({ queued: true });
    },
    { tags: ['operator'] },
  );
}
