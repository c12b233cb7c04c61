import type { Db } from '../../../core/db/database';

/** Another member seen signing in from one of a member's IPs. */
export interface SharedIp {
  memberId: number;
  account: string;
  ip: string;
}

/**
 * For each of these members, the other members of the same merchant who signed in from one of
 * its IPs since `since` (login history; the money desk's SHARED_IP_OR_DEVICE flag and drawer).
 * At most `perMember` per member, by IP then member id. The platform records a device only as a
 * coarse description ("Chrome on Windows"), which millions share, so devices are not matched.
 */
export async function membersSharingIp(
  db: Db,
  memberIds: readonly number[],
  since: Date,
  perMember = 20,
): Promise<Map<number, SharedIp[]>> {
  const shared = new Map<number, SharedIp[]>();
  if (memberIds.length === 0) return shared;
  const rows = await db
    .selectFrom('login_history as mine')
    .innerJoin('member as me', 'me.id', 'mine.member_id')
    .innerJoin('login_history as theirs', (join) =>
      join.onRef('theirs.ip', '=', 'mine.ip').onRef('theirs.member_id', '<>', 'mine.member_id'),
    )
    .innerJoin('member as other', (join) =>
      join
        .onRef('other.id', '=', 'theirs.member_id')
        .onRef('other.merchant_code', '=', 'me.merchant_code'),
    )
    .select(['mine.member_id as of', 'other.id as id', 'other.account as account', 'mine.ip as ip'])
    .where('mine.member_id', 'in', [...new Set(memberIds)])
    .where('mine.ip', 'is not', null)
    .where('mine.at', '>=', since)
    .where('theirs.at', '>=', since)
    .groupBy(['mine.member_id', 'other.id', 'other.account', 'mine.ip'])
    .orderBy('mine.ip')
    .orderBy('other.id')
    .execute();
  for (const row of rows) {
    const of = Number(row.of);
    const list = shared.get(of) ?? [];
    if (list.length >= perMember) continue;
    list.push({ memberId: Number(row.id), account: row.account, ip: row.ip ?? '' });
    shared.set(of, list);
  }
  return shared;
}
