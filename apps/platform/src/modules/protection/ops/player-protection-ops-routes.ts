import { PLAYER_OPS_CALLS, type LossLimits, type ProtectionBlock } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { memberRows } from '../../accounts';
import { merchantRows } from '../../merchants';
import type { Actor } from '../audit';
import { blockOf, startBlock } from '../blocks';
import { readLossLimits, setLossLimits, type LimitHolder } from '../loss-limits';
import { realityCheckMinutes } from '../reality-check';

const DAY_MS = 86_400_000;

/** The member and their merchant's time zone (periods are its days): 404 NOT_FOUND if none. */
export async function limitHolderOf(db: Db, memberId: number): Promise<LimitHolder> {
  const row = await db
    .selectFrom(memberRows(db).as('member'))
    .innerJoin(merchantRows(db).as('merchant'), 'merchant.code', 'member.merchant_code')
    .select('merchant.time_zone')
    .where('member.id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such member');
  return { memberId, timeZone: row.time_zone };
}

/** The member's loss limits, reality check and the block in force (the player desk's profile). */
export async function protectionSummary(
  db: Db,
  holder: LimitHolder,
  now: Date,
): Promise<{
  lossLimits: LossLimits;
  realityCheckMinutes: number | null;
  block: ProtectionBlock | null;
}> {
  const [lossLimits, minutes, block] = await Promise.all([
    readLossLimits(db, holder, now),
    realityCheckMinutes(db, holder.memberId),
    blockOf(db, holder.memberId, now),
  ]);
  return { lossLimits, realityCheckMinutes: minutes, block };
}

/**
 * The player desk's protection changes (issue 29): staff tighten a member's loss limits or give
 * a longer time-out, by the same rules and audit as the member's own changes; loosening or
 * shortening is refused (409 LIMIT_NOT_TIGHTER).
 */
export async function playerProtectionOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  const actorOf = (ip: string): Actor => ({ kind: 'operator', ip });
  routeFor(
    app,
    PLAYER_OPS_CALLS.tightenLossLimits,
    async (request) => {
      const holder = await limitHolderOf(db, Number(request.params.id));
      noteAuditBefore(request, await readLossLimits(db, holder, now()));
      return ok(
        await setLossLimits(db, holder, request.body, actorOf(request.ip), now(), {
          tightenOnly: true,
        }),
      );
    },
    { tags: ['operator', 'players'] },
  );
  routeFor(
    app,
    PLAYER_OPS_CALLS.timeOut,
    async (request) => {
      const { memberId } = await limitHolderOf(db, Number(request.params.id));
      const at = now();
      noteAuditBefore(request, { block: await blockOf(db, memberId, at) });
      const endsAt = new Date(at.getTime() + request.body.days * DAY_MS);
      return ok(
        await startBlock(db, memberId, 'time_out', endsAt, actorOf(request.ip), at, {
          lengthenOnly: true,
        }),
      );
    },
    { tags: ['operator', 'players'] },
  );
}
