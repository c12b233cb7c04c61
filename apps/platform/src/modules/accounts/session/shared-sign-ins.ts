import type { Db } from '../../../core/db/database';
import '../security/security-tables';

/** Another member seen signing in from one of a member's IPs or devices. */
export interface SharedSignIn {
  memberId: number;
  account: string;
  /** What they share: an IP, or the device id the player site keeps in the browser. */
  via: 'ip' | 'device';
  /** The IP or the device id. */
  value: string;
}

/** Members sharing a value of one column of the sign-in history with each of `memberIds`. */
async function sharing(
  db: Db,
  column: 'ip' | 'device_id',
  memberIds: readonly number[],
  since: Date,
) {
  return (
    db
      .selectFrom('login_history as mine')
      .innerJoin('member as me', 'me.id', 'mine.member_id')
      .innerJoin('login_history as theirs', (join) =>
        join
          .onRef(`theirs.${column}`, '=', `mine.${column}`)
          .onRef('theirs.member_id', '<>', 'mine.member_id'),
      )
      .innerJoin('member as other', (join) =>
        join
          .onRef('other.id', '=', 'theirs.member_id')
          .onRef('other.merchant_code', '=', 'me.merchant_code'),
      )
      .select([
        'mine.member_id as of',
        'other.id as id',
        'other.account as account',
        `mine.${column} as value`,
      ])
      .where('mine.member_id', 'in', [...new Set(memberIds)])
      .where(`mine.${column}`, 'is not', null)
      .where('mine.at', '>=', since)
      .where('theirs.at', '>=', since)
      // Only sign-ins that happened: a wrong password typed on someone's account from another
      // player's phone must not tie the two together.
      .where('mine.outcome', '=', 'success')
      .where('theirs.outcome', '=', 'success')
      .groupBy(['mine.member_id', 'other.id', 'other.account', `mine.${column}`])
      .orderBy(`mine.${column}`)
      .orderBy('other.id')
      .execute()
  );
}

/**
 * For each of these members, the other members of the same merchant who signed in from one of
 * its IPs or devices since `since` (the money desk's SHARED_IP_OR_DEVICE flag and drawer): IPs
 * first, then devices, each by value then member id, at most `perMember` of each per member (so
 * many shared IPs cannot hide a shared device). A member sharing both appears once for each.
 */
export async function membersSharingIpOrDevice(
  db: Db,
  memberIds: readonly number[],
  since: Date,
  perMember = 20,
): Promise<Map<number, SharedSignIn[]>> {
  const shared = new Map<number, SharedSignIn[]>();
  if (memberIds.length === 0) return shared;
  const [byIp, byDevice] = await Promise.all([
    sharing(db, 'ip', memberIds, since),
    sharing(db, 'device_id', memberIds, since),
  ]);
  const rows = [
    ...byIp.map((row) => ({ ...row, via: 'ip' as const })),
    ...byDevice.map((row) => ({ ...row, via: 'device' as const })),
  ];
  for (const row of rows) {
    const of = Number(row.of);
    const list = shared.get(of) ?? [];
    if (list.filter((s) => s.via === row.via).length >= perMember) continue;
    list.push({
      memberId: Number(row.id),
      account: row.account,
      via: row.via,
      value: row.value ?? '',
    });
    shared.set(of, list);
  }
  return shared;
}
