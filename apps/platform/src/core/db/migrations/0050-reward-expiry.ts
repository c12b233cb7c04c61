import { sql, type Kysely } from 'kysely';

/**
 * Rewards given to a member (VIP and birthday bonuses, referral, daily rebate) now lapse after
 * the reward centre's validity; the `reward-expiry` sweep marks them expired. This index holds
 * only the claimable rewards that can lapse, so the sweep reads what is due without a scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index reward_claimable_expiry_idx on reward (expires_at)
    where status = 'claimable' and expires_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index reward_claimable_expiry_idx`.execute(db);
}
