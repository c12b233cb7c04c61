import type { SignInOutcome } from '@tessera/contract';
import type { Generated } from 'kysely';
import type { Id } from '../../../core/db/tables';

/**
 * One sign-in try of an existing member: the successful ones make the security centre's login
 * history; the player desk and the money desk's shared-device check read them all.
 */
export interface LoginHistoryTable {
  id: Generated<Id>;
  member_id: Id;
  at: Date;
  ip: string | null;
  /** A short description from the User-Agent ("Chrome on Windows"). */
  device: string | null;
  /** The id the player site keeps in the browser (DEVICE_ID_HEADER), lower case. */
  device_id: string | null;
  outcome: SignInOutcome;
}

/** A member's authenticator secret: on once `enabled_at` is set. */
export interface MemberTotpTable {
  member_id: Id;
  secret: string;
  created_at: Date;
  enabled_at: Date | null;
  /** The last accepted time step: a code is never accepted twice. */
  last_step: Id;
}

export interface TotpRecoveryCodeTable {
  id: Generated<Id>;
  member_id: Id;
  code_hash: string;
  used_at: Date | null;
}

/**
 * A member that signs in without a password of its own: made by mobile with no password, or by
 * social sign-in (its hash is random). Gone once it sets one (`password-state.ts`).
 */
export interface MemberWithoutPasswordTable {
  member_id: Id;
  created_at: Date;
}

/** A sign-in proven by a spent single-use code, waiting for its next step (`pending-sign-in.ts`). */
export interface PendingSignInTable {
  token_hash: string;
  merchant_code: string;
  member_id: Id;
  ip: string;
  expires_at: Date;
  used_at: Date | null;
}

declare module '../../../core/db/tables' {
  interface Database {
    login_history: LoginHistoryTable;
    member_without_password: MemberWithoutPasswordTable;
    pending_sign_in: PendingSignInTable;
    member_totp: MemberTotpTable;
    totp_recovery_code: TotpRecoveryCodeTable;
  }
}
