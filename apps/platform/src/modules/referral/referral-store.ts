import type { FriendStatus, ReferralFriend, ReferralSummary } from '@tessera/contract';
import { maskAccount } from '@tessera/domain';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { memberRows, referralCodeOf } from '../accounts';
import { depositRows } from '../cashier';
import './referral-tables';

/** Whether the merchant's referral programme is on (the REFERRAL promotion of spec §6). */
export async function referralOn(db: Db, merchantCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('referral_settings')
    .select('enabled')
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  return row?.enabled ?? false;
}

const approvedDeposit = (db: Db) => sql<boolean>`exists (select 1 from ${depositRows(db)} d
  where d.member_id = friend.id and d.status = 'approved')`;

/** The member's invitation: code, the terms, friends and earnings. */
export async function referralSummary(
  db: Db,
  member: { id: number; merchantCode: string },
  currency: string,
): Promise<ReferralSummary> {
  const [code, settings, counts, earned] = await Promise.all([
    referralCodeOf(db, member.id),
    db
      .selectFrom('referral_settings')
      .selectAll()
      .where('merchant_code', '=', member.merchantCode)
      .executeTakeFirst(),
    db
      .selectFrom(memberRows(db).as('friend'))
      .select((eb) => [
        eb.fn.countAll<string | number>().as('friends'),
        eb.fn
          .count<string | number>(sql`case when ${approvedDeposit(db)} then 1 end`)
          .as('deposited'),
      ])
      .where('friend.referrer_id', '=', member.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('referral_reward')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), sql`0`).as('sum'))
      .where('referrer_id', '=', member.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    code,
    rewardsOn: settings?.enabled ?? false,
    rewardAmount: Number(settings?.reward_amount ?? 0),
    minDeposit: Number(settings?.min_deposit ?? 0),
    currency,
    friends: Number(counts.friends),
    depositedFriends: Number(counts.deposited),
    earned: Number(earned.sum),
  };
}

/** The members who registered with the member's code, newest first, with their status. */
export async function referralFriends(
  db: Db,
  memberId: number,
  { cursor, limit }: { cursor?: string; limit: number },
): Promise<{ items: ReferralFriend[]; nextCursor: string | null }> {
  const rows = await db
    .selectFrom(memberRows(db).as('friend'))
    .leftJoin('referral_reward as r', 'r.friend_id', 'friend.id')
    .select(['friend.id', 'friend.account', 'friend.created_at', 'r.amount'])
    .select(
      sql<Date | null>`(select min(d.decided_at) from ${depositRows(db)} d
        where d.member_id = friend.id and d.status = 'approved')`.as('first_deposit_at'),
    )
    .where('friend.referrer_id', '=', memberId)
    .$if(cursor !== undefined, (q) => q.where('friend.id', '<', cursor!))
    .orderBy('friend.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => {
      const status: FriendStatus =
        row.amount !== null ? 'rewarded' : row.first_deposit_at ? 'deposited' : 'registered';
      return {
        account: maskAccount(row.account),
        registeredAt: new Date(row.created_at).toISOString(),
        status,
        firstDepositAt: row.first_deposit_at ? new Date(row.first_deposit_at).toISOString() : null,
        reward: Number(row.amount ?? 0),
      };
    }),
    nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}
