import { SECRET_TRY_LIMIT } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { tryWithinFailureLimits } from '../../../core/security/failed-tries';
import '../staff-tables';

/**
 * The staff's throttle of secrets, on the platform's rule of failed tries that members' secrets
 * follow too (`tryWithinFailureLimits`): at most SECRET_TRY_LIMIT wrong answers per key within
 * SECRET_TRY_WINDOW_MS, then 429 TOO_MANY_TRIES with Retry-After, guesses at one key queued on
 * its lock. (Staff belong to no merchant, so their failures have their own table.) `check` must
 * not use the database (on PGlite the transaction holds the one connection).
 */
export function tryStaffSecret(
  db: Db,
  key: string,
  now: Date,
  check: () => Promise<boolean>,
): Promise<boolean> {
  return tryWithinFailureLimits(
    db,
    {
      locks: [`staff-try:${key}`],
      count: async (trx, since) => {
        const row = await trx
          .selectFrom('staff_failed_try')
          .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('at').as('oldest')])
          .where('key', '=', key)
          .where('at', '>', since)
          .executeTakeFirstOrThrow();
        return [{ failures: row.n, oldest: row.oldest, limit: SECRET_TRY_LIMIT }];
      },
      logFailure: async (trx) => {
        await trx.insertInto('staff_failed_try').values({ key, at: now }).execute();
      },
    },
    now,
    check,
  );
}
