import type { Trx } from '../../core/db/database';
import { givenRewardExpiry, grantReward } from '../rewards';
import { memberRows } from '../accounts';
import './referral-tables';

/** The reward centre's title of the inviter's reward. */
const REFERRAL_REWARD_TITLE: Record<string, string> = {
  en: 'Referral reward',
  bn: 'রেফারেল পুরস্কার',
  pt: 'Prêmio de indicação',
  tl: 'Gantimpala sa pag-imbita',
};

/** An approved deposit, as the payments module settles it. */
export interface ApprovedDeposit {
  id: number;
  memberId: number;
  amount: number;
}

/**
 * Gives the inviter's reward for a friend's first approved deposit of at least the merchant's
 * minimum, inside the transaction that approves the deposit: a claimable reward in the inviter's
 * reward centre (no turnover requirement, as when it was credited directly), with its
 * `rewardIssued` message. The `referral_reward` row is unique on the friend and the reward's
 * source ref is `referral:<friend>`, so two deposits approved at once, a retried callback or a
 * replay give once. Returns the amount given.
 */
export async function rewardReferrer(
  trx: Trx,
  deposit: ApprovedDeposit,
  now: Date,
): Promise<number> {
  const terms = await trx
    .selectFrom(memberRows(trx).as('friend'))
    .innerJoin(memberRows(trx).as('referrer'), 'referrer.id', 'friend.referrer_id')
    .innerJoin('referral_settings as s', 's.merchant_code', 'friend.merchant_code')
    .select(['referrer.id as referrer_id', 's.enabled', 's.reward_amount', 's.min_deposit'])
    .where('friend.id', '=', deposit.memberId)
    .where('referrer.type', '!=', 4)
    .executeTakeFirst();
  if (!terms?.enabled) return 0;
  const amount = Number(terms.reward_amount);
  if (amount <= 0 || deposit.amount < Number(terms.min_deposit)) return 0;
  const row = await trx
    .insertInto('referral_reward')
    .values({
      friend_id: deposit.memberId,
      referrer_id: terms.referrer_id,
      deposit_id: deposit.id,
      deposit_amount: deposit.amount,
      amount,
      created_at: now,
    })
    .onConflict((oc) => oc.column('friend_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return 0;
  await grantReward(
    trx,
    {
      memberId: Number(terms.referrer_id),
      sourceKind: 'referral',
      sourceRef: `referral:${deposit.memberId}`,
      title: REFERRAL_REWARD_TITLE,
      amount,
      turnoverMultiple: 0,
      expiresAt: givenRewardExpiry(now),
    },
    now,
  );
  return amount;
}
