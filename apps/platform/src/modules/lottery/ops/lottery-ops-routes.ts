import { LOTTERY_BET_PATHS, envelope } from '@tessera/contract';
import Type from 'typebox';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
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
  app.post(
    LOTTERY_BET_PATHS.opsSettlement,
    {
      config: { permission: 'lottery.settle' },
      schema: {
        tags: ['operator'],
        response: { 200: envelope(Type.Object({ queued: Type.Boolean() })) },
      },
    },
    async () => {
      await jobs.send(db, LOTTERY_SETTLEMENT, {}, 'operator');
      return ok({ queued: true });
    },
  );
}
