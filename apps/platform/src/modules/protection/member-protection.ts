import type { MemberProtection } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { auditOf } from './audit';
import { blockOf, blocksCovering } from './blocks';
import { readLossLimits } from './loss-limits';
import { realityCheckMinutes } from './reality-check';
import { memberRows } from '../accounts';
import { merchantRows } from '../merchants';

/** Everything about a member's protection, for the operator: 404 NOT_FOUND if none. */
export async function memberProtection(
  db: Db,
  memberId: number,
  now: Date,
): Promise<MemberProtection> {
  const member = await db
    .selectFrom(memberRows(db).as('member'))
    .innerJoin(merchantRows(db).as('merchant'), 'merchant.code', 'member.merchant_code')
    .select('merchant.time_zone')
    .where('member.id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw new ApiError(404, 'NOT_FOUND', 'No such member');
  const [lossLimits, minutes, block, blocks, audit] = await Promise.all([
    readLossLimits(db, { memberId, timeZone: member.time_zone }, now),
    realityCheckMinutes(db, memberId),
    blockOf(db, memberId, now),
    blocksCovering(db, memberId, now),
    auditOf(db, memberId),
  ]);
  return { memberId, lossLimits, realityCheckMinutes: minutes, block, blocks, audit };
}
