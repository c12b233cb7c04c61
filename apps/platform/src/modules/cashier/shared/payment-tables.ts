import type {
  ConfirmedBy,
  DepositInstructions,
  DepositStatus,
  LimitPeriod,
  PayeeAccountKind,
  PaymentMethodKind,
  WithdrawalOutcome,
  WithdrawalStatus,
} from '@tessera/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Defaulted, Id, Int8, Json } from '../../../core/db/tables';

/** One deposit method of a merchant: limits and fee in minor units. */
export interface PaymentMethodTable {
  id: Generated<Id>;
  merchant_code: string;
  code: string;
  name: string;
  /** The name per language (migration 0081), read before `name`. */
  names: ColumnType<Record<string, string>, string | undefined, string>;
  kind: PaymentMethodKind;
  currency: string;
  min_amount: Int8;
  max_amount: Int8;
  fee: ColumnType<Id, Id | undefined, Id>;
  /** Deposits per member per UTC day with this method. */
  daily_count: number;
  /** Minutes a deposit with this method may stay unpaid before it expires. */
  expiry_minutes: Defaulted<number>;
  sort: Defaulted<number>;
  logo: string;
  enabled: Defaulted<boolean>;
}
export type PaymentMethodRow = Selectable<PaymentMethodTable>;

/** One deposit: what the member asked for, through which provider, and where it stands. */
export interface DepositTable {
  id: Generated<Id>;
  member_id: Id;
  merchant_code: string;
  method_id: Id;
  amount: Int8;
  currency: string;
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  provider: string;
  provider_ref: string | null;
  instructions: Json<DepositInstructions | null>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
  decided_at: Date | null;
  /** When an unpaid deposit expires: opened + its method's window. */
  expires_at: Date;
}
export type DepositRow = Selectable<DepositTable>;

/** A member's withdrawal password (argon2id). */
export interface WithdrawalPasswordTable {
  member_id: Id;
  password_hash: string;
  updated_at: Defaulted<Date>;
}

/** A bank or e-wallet account a member's withdrawals are paid to. */
export interface PayeeAccountTable {
  id: Generated<Id>;
  member_id: Id;
  kind: PayeeAccountKind;
  provider: string;
  account_number: string;
  holder_name: string;
  created_at: Defaulted<Date>;
}
export type PayeeAccountRow = Selectable<PayeeAccountTable>;

/** A merchant's smallest and largest withdrawal, minor units. */
export interface WithdrawalLimitTable {
  merchant_code: string;
  min_amount: Int8;
  max_amount: Int8;
  /** Minutes after payment when an unconfirmed withdrawal counts as received. */
  auto_receive_minutes: Defaulted<number>;
}

/** One proof image of a "not received" confirmation; the file sits in the proof folder. */
export interface WithdrawalProofTable {
  id: Generated<Id>;
  withdrawal_id: Id;
  file_name: string;
  media_type: 'image/png' | 'image/jpeg';
  size: number;
  created_at: Defaulted<Date>;
}

/** One withdrawal: how much, to which account (copied when requested), and where it stands. */
export interface WithdrawalTable {
  id: Generated<Id>;
  member_id: Id;
  merchant_code: string;
  payee_account_id: Id | null;
  payee_kind: PayeeAccountKind;
  payee_provider: string;
  payee_account_number: string;
  payee_holder_name: string;
  amount: Int8;
  currency: string;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
  /** The provider's reference of the payout (set when the payout job sent it). */
  payout_ref: Defaulted<string | null>;
  paid_at: Defaulted<Date | null>;
  /** When a paid withdrawal nobody confirmed counts as received (paid + the merchant's minutes). */
  auto_receive_at: Defaulted<Date | null>;
  outcome: Defaulted<WithdrawalOutcome | null>;
  confirmed_by: Defaulted<ConfirmedBy | null>;
  confirmed_at: Defaulted<Date | null>;
  /** What an upheld dispute put back in the wallet, minor units (status `refunded`). */
  refund_amount: Defaulted<Id | null>;
  /** The operator who settled the dispute (they name themselves: the token is shared). */
  settled_by: Defaulted<string | null>;
  settled_at: Defaulted<Date | null>;
  /** Why, for the operator's records; not shown to the member. */
  settlement_note: Defaulted<string | null>;
  /** Why the provider failed the payout; the withdrawal stays approved for the operator. */
  payout_failure: Defaulted<string | null>;
  payout_failed_at: Defaulted<Date | null>;
}
export type WithdrawalRow = Selectable<WithdrawalTable>;

/** A member's own deposit limit of one period, and a raise or removal waiting for its time. */
export interface DepositLimitTable {
  member_id: Id;
  period: LimitPeriod;
  amount: Int8 | null;
  pending_amount: Int8 | null;
  /** When the waiting change applies; null when none waits. */
  pending_from: Date | null;
  updated_at: Defaulted<Date>;
}

// This module's part of the one Database type (declaration merging keeps core module-free).
declare module '../../../core/db/tables' {
  interface Database {
    payment_method: PaymentMethodTable;
    deposit: DepositTable;
    withdrawal_password: WithdrawalPasswordTable;
    payee_account: PayeeAccountTable;
    withdrawal_limit: WithdrawalLimitTable;
    withdrawal: WithdrawalTable;
    deposit_limit: DepositLimitTable;
    withdrawal_proof: WithdrawalProofTable;
  }
}
