import { SECRET_TRY_LIMIT, SECRET_TRY_WINDOW_MS } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../../core/db/database';
import { rateLimited } from '../../accounts';
import '../staff-tables';

/**
 * The staff's throttle of secrets, the accounts module's rule for members' secrets (`trySecret`):
 * at most SECRET_TRY_LIMIT wrong answers per key within SECRET_TRY_WINDOW_MS, then 429
 * TOO_MANY_TRIES with Retry-After until the oldest leaves the window, checked before `check`
 * runs, so a locked key cannot be guessed at all. Count, check and logged failure run in one
 * transaction under an advisory lock on the key, so guesses sent at once queue and none slips
 * past the limit. (Staff belong to no merchant, so their failures have their own table.)
 * `check` must not use the database (on PGlite the transaction holds the one connection).
 */
export async function tryStaffSecret(
  db: Db,
  key: string,
  now: Date,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const since = new Date(now.getTime() - SECRET_TRY_WINDOW_MS);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`staff-try:${key}`}, 0))`.execute(
      trx,
    );
    const row = await trx
      .selectFrom('staff_failed_try')
      .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('at').as('oldest')])
      .where('key', '=', key)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= SECRET_TRY_LIMIT && row.oldest) {
      const freeAt = new Date(row.oldest as unknown as string).getTime() + SECRET_TRY_WINDOW_MS;
      throw rateLimited(
        'TOO_MANY_TRIES',
        'Too many wrong tries',
        Math.ceil((freeAt - now.getTime()) / 1000),
      );
    }
    const right = await check();
    if (!right) await trx.insertInto('staff_failed_try').values({ key, at: now }).execute();
    return right;
  });
}
