import type { ReferralTerms } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import './referral-tables';

/** A merchant's referral terms (off, paying nothing, before the operator or the seed sets them). */
export async function referralTerms(db: Db, merchantCode: string): Promise<ReferralTerms> {
  const row = await db
    .selectFrom('referral_settings')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  return {
    enabled: row?.enabled ?? false,
    rewardAmount: Number(row?.reward_amount ?? 0),
    minDeposit: Number(row?.min_deposit ?? 0),
  };
}

/**
 * Replaces a merchant's referral terms (operator). A programme that is on must pay something:
 * the invite page would otherwise promise a reward of 0. The next approval reads the new terms.
 */
export async function setReferralTerms(
  db: Db,
  merchantCode: string,
  terms: ReferralTerms,
): Promise<ReferralTerms> {
  if (terms.enabled && terms.rewardAmount < 1)
    throw new ApiError(400, 'BAD_REQUEST', 'rewardAmount must be at least 1 while enabled');
  const values = {
    enabled: terms.enabled,
    reward_amount: terms.rewardAmount,
    min_deposit: terms.minDeposit,
  };
  await db
    .insertInto('referral_settings')
    .values({ merchant_code: merchantCode, ...values })
    .onConflict((oc) => oc.column('merchant_code').doUpdateSet(values))
    .execute();
  return referralTerms(db, merchantCode);
}
