import { PLAYER_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { memberRows } from '../../accounts';
import { merchantRows } from '../../merchants';
import { readDepositLimits, setDepositLimits, type LimitHolder } from './deposit-limits';

/** The member and their merchant's time zone: 404 NOT_FOUND if none. */
async function holderOf(db: Db, memberId: number): Promise<LimitHolder> {
  const row = await db
    .selectFrom(memberRows(db).as('member'))
    .innerJoin(merchantRows(db).as('merchant'), 'merchant.code', 'member.merchant_code')
    .select('merchant.time_zone')
    .where('member.id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such member');
  return { memberId, timeZone: row.time_zone };
}

/** The member's deposit limits as the member sees them (the player desk's profile). */
export async function memberDepositLimits(db: Db, memberId: number, now: Date) {
  return readDepositLimits(db, await holderOf(db, memberId), now);
}

/**
 * PUT /ops/players/:id/protection/deposit-limits: staff tighten a member's deposit limits by the
 * member's own rules, under the member's row lock; a loosening is refused (409
 * LIMIT_NOT_TIGHTER).
 */
export async function depositLimitOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  routeFor(
    app,
    PLAYER_OPS_CALLS.tightenDepositLimits,
    async (request) => {
      const holder = await holderOf(db, Number(request.params.id));
      noteAuditBefore(request, await readDepositLimits(db, holder, now()));
      return ok(await setDepositLimits(db, holder, request.body, now(), { tightenOnly: true }));
    },
    { tags: ['operator', 'players'] },
  );
}
