import type { Generated } from 'kysely';
import type { Defaulted, DefaultedInt8, Id } from '../../core/db/tables';

/** A merchant's referral terms: a reward for the friend's first deposit of at least min_deposit. */
export interface ReferralSettingsTable {
  merchant_code: string;
  enabled: Defaulted<boolean>;
  reward_amount: DefaultedInt8;
  min_deposit: DefaultedInt8;
}

/** The one reward an invited friend earned the inviter (unique on the friend). */
export interface ReferralRewardTable {
  id: Generated<Id>;
  friend_id: Id;
  referrer_id: Id;
  deposit_id: Id;
  deposit_amount: Id;
  amount: Id;
  created_at: Date;
}

declare module '../../core/db/tables' {
  interface Database {
    referral_settings: ReferralSettingsTable;
    referral_reward: ReferralRewardTable;
  }
}
