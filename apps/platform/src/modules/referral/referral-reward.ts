import type { Trx } from '../../core/db/database';
import { sendMessage } from '../messages';
import { creditBonus } from '../wallet';
import './referral-tables';

/** An approved deposit, as the payments module settles it. */
export interface ApprovedDeposit {
  id: number;
  memberId: number;
  amount: number;
}

/**
 * Pays the inviter's reward for a friend's first approved deposit of at least the merchant's
 * minimum, inside the transaction that approves the deposit. The reward row is unique on the
 * friend and the ledger key is `referral:<friend>`, so two deposits approved at once, a retried
 * callback or a replay pay once. The inviter gets a message with it. Returns the amount paid.
 */
export async function rewardReferrer(
  trx: Trx,
  deposit: ApprovedDeposit,
  now: Date,
): Promise<number> {
  const terms = await trx
    .selectFrom('member as friend')
    .innerJoin('member as referrer', 'referrer.id', 'friend.referrer_id')
    .innerJoin('referral_settings as s', 's.merchant_code', 'friend.merchant_code')
    .innerJoin('merchant', 'merchant.code', 'friend.merchant_code')
    .select([
      'friend.merchant_code',
      'referrer.id as referrer_id',
      's.enabled',
      's.reward_amount',
      's.min_deposit',
      'merchant.currency',
    ])
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
  const referrerId = Number(terms.referrer_id);
  await creditBonus(trx, referrerId, amount, `referral:${deposit.memberId}`);
  await sendMessage(trx, {
    merchantCode: terms.merchant_code,
    memberId: referrerId,
    template: 'referralReward',
    params: { amount: String(amount), currency: terms.currency },
    key: `referral:${deposit.memberId}`,
    at: now,
  });
  return amount;
}
