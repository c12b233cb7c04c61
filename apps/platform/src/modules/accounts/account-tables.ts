import type { Country, FieldRule, IpVerificationMethod, RegisterField } from '@tessera/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Defaulted, DefaultedInt8, Id } from '../../core/db/tables';

/** Per-merchant account settings (sessions, passwords, SMS, payload key, registration form). */
export interface MerchantAccountSettingsTable {
  merchant_code: string;
  idle_minutes: Defaulted<number>;
  absolute_hours: Defaulted<number>;
  password_expiry_days: Defaulted<number>;
  default_password_hash: string;
  ip_verification_method: Defaulted<IpVerificationMethod>;
  sms_quota_per_day: Defaulted<number>;
  sms_code_minutes: Defaulted<number>;
  payload_key: string;
  register_rules: ColumnType<Partial<Record<RegisterField, FieldRule>>, string | undefined, string>;
  countries: ColumnType<Country[], string | undefined, string>;
  minimum_age: Defaulted<number>;
  trial_balance: DefaultedInt8;
}

export interface MemberTable {
  id: Generated<Id>;
  merchant_code: string;
  account: string;
  nickname: string | null;
  type: number;
  parent_id: Id | null;
  referrer_id: Id | null;
  affiliate_code: string | null;
  referral_code: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string | null;
  /** When a payee account first used the payee name; from then on only an operator changes it. */
  payee_name_fixed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  language: string | null;
  icon_url: string | null;
  password_hash: string;
  password_changed_at: Defaulted<Date>;
  first_login_done: Defaulted<boolean>;
  /** When its upline locked it (sign-in refused); null when not locked. */
  locked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Who locked it: its upline (agent centre) or staff (player desk); null when not locked. */
  lock_source: ColumnType<
    'upline' | 'operator' | null,
    'upline' | 'operator' | null | undefined,
    'upline' | 'operator' | null
  >;
  /** Why staff blocked it (the player desk's reason); null otherwise. */
  lock_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Defaulted<Date>;
  /** When the mobile / e-mail was proven with a code (security centre); null: not verified. */
  mobile_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SessionTable {
  id: Generated<Id>;
  token_hash: string;
  member_id: Id;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  /** Where the session was opened from (security centre); null for older sessions. */
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  device: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LoginAttemptTable {
  id: Generated<Id>;
  merchant_code: string;
  account: string;
  ip: string;
  at: Date;
}

export interface RateCounterTable {
  key: string;
  window_start: Date;
  hits: number;
}

export interface RateBlockTable {
  key: string;
  until: Date;
}

export interface KnownIpTable {
  member_id: Id;
  ip: string;
  first_seen_at: Defaulted<Date>;
}

export interface IpChallengeTable {
  id: string;
  member_id: Id;
  ip: string;
  method: IpVerificationMethod;
  code_hash: string | null;
  expires_at: Date;
  used_at: Date | null;
}

export interface VerificationCodeTable {
  id: Generated<Id>;
  merchant_code: string;
  purpose: 'LOGIN' | 'REGISTER' | 'UNLOCK' | 'BIND' | 'PASSWORD';
  target: string;
  code_hash: string;
  attempts: Defaulted<number>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface CaptchaTable {
  key: string;
  merchant_code: string;
  answer_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface PasswordResetTable {
  token_hash: string;
  member_id: Id;
  expires_at: Date;
  used_at: Date | null;
}

export interface SeenNonceTable {
  merchant_code: string;
  nonce: string;
  expires_at: Date;
}

export interface OutboxTable {
  id: Generated<Id>;
  merchant_code: string;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  body: string;
  created_at: Defaulted<Date>;
}

export type Member = Selectable<MemberTable>;

export type AccountSettings = Selectable<MerchantAccountSettingsTable>;

// This module's part of the one Database type: members, sessions and the account security tables.
// Declaration merging keeps core free of module imports; every repository sees every table.
declare module '../../core/db/tables' {
  interface Database {
    merchant_account_settings: MerchantAccountSettingsTable;
    member: MemberTable;
    session: SessionTable;
    login_attempt: LoginAttemptTable;
    rate_counter: RateCounterTable;
    rate_block: RateBlockTable;
    known_ip: KnownIpTable;
    ip_challenge: IpChallengeTable;
    verification_code: VerificationCodeTable;
    captcha: CaptchaTable;
    password_reset: PasswordResetTable;
    seen_nonce: SeenNonceTable;
    outbox: OutboxTable;
  }
}
