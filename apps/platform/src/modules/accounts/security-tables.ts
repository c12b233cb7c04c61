import type { Generated } from 'kysely';
import type { Id } from '../../core/db/tables';

/** One successful sign-in (security centre's login history). */
export interface LoginHistoryTable {
  id: Generated<Id>;
  member_id: Id;
  at: Date;
  ip: string | null;
  device: string | null;
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

declare module '../../core/db/tables' {
  interface Database {
    login_history: LoginHistoryTable;
    member_totp: MemberTotpTable;
    totp_recovery_code: TotpRecoveryCodeTable;
  }
}
