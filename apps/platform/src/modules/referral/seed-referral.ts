import type { Db } from '../../core/db/database';
import { createMemberIfAbsent, hashPassword, memberRows } from '../accounts';
import { merchantRows } from '../merchants';
import './referral-tables';

/** Each demo merchant's terms: a reward for a friend's first deposit, in the merchant's currency. */
const TERMS: Record<string, { reward: number; minDeposit: number }> = {
  AURORA: { reward: 10_000, minDeposit: 200_000 },
  LUMEN: { reward: 5_000, minDeposit: 100_000 },
};

/** The demo's invited friend of player1, on each demo merchant. */
export const SEED_FRIEND = { account: 'friend1', password: 'friend1pass' } as const;

/**
 * Referral terms of the demo merchants (on; an operator's later change survives), and with
 * `demo` an invited friend of player1 on each (`friend1`, password `friend1pass`).
 */
export async function seedReferral(db: Db, { demo }: { demo: boolean }): Promise<void> {
  const merchants = await db
    .selectFrom(merchantRows(db).as('merchant'))
    .select(['code', 'currency'])
    .execute();
  for (const merchant of merchants) {
    const terms = TERMS[merchant.code];
    if (!terms) continue;
    await db
      .insertInto('referral_settings')
      .values({
        merchant_code: merchant.code,
        enabled: true,
        reward_amount: terms.reward,
        min_deposit: terms.minDeposit,
      })
      .onConflict((oc) => oc.column('merchant_code').doNothing())
      .execute();
    if (!demo) continue;
    const player = await db
      .selectFrom(memberRows(db).as('member'))
      .select('id')
      .where('merchant_code', '=', merchant.code)
      .where('account', '=', 'player1')
      .executeTakeFirst();
    if (!player) continue;
    await createMemberIfAbsent(
      db,
      {
        merchant_code: merchant.code,
        account: SEED_FRIEND.account,
        nickname: 'Friend One',
        type: 0,
        referrer_id: player.id,
        password_hash: await hashPassword(SEED_FRIEND.password),
      },
      merchant.currency,
      null,
    );
  }
}
