import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../../core/db/tables';

// The staff module's tables (migrations 0086 and 0094).

type Created = ColumnType<Date, Date, never>;

/** A role: built in (`key` set, `grants` null: its patterns are the contract's) or custom. */
export interface StaffRoleTable {
  id: Generated<number>;
  key: string | null;
  name: string;
  /** A custom role's permission names; null for a built-in role. */
  grants: ColumnType<string[] | null, string | null, string | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface StaffMemberTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role_id: number;
  merchants_all: boolean;
  merchant_codes: Json<string[]>;
  ip_allow_list: Json<string[]>;
  status: ColumnType<string, string | undefined, string>;
  totp_secret: string | null;
  totp_enrolled_at: Date | null;
  totp_last_step: ColumnType<string | number, number | undefined, number>;
  created_at: Created;
  last_sign_in_at: Date | null;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: Date | null;
}

/** Between the password and the code: SHA-256 of the pending cookie's token. */
export interface StaffPendingSignInTable {
  token_hash: string;
  staff_id: number;
  ip: string;
  /** At enrolment: the new authenticator secret, kept until a code made from it arrives. */
  enrol_secret: string | null;
  expires_at: Date;
  used_at: Date | null;
}

/** A signed-in session: `id` is public (the list names it), `token_hash` the cookie's SHA-256. */
export interface StaffSessionTable {
  id: string;
  token_hash: string;
  staff_id: number;
  csrf_token: string;
  created_at: Created;
  last_seen_at: Date;
  ip: string;
  user_agent: string;
  ended_at: Date | null;
}

/** An API key: SHA-256 of the secret only; a staff member's or a named service account's. */
export interface StaffApiKeyTable {
  id: Generated<number>;
  name: string;
  secret_hash: string;
  prefix: string;
  owner_staff_id: number | null;
  service_name: string | null;
  /** Null once its (custom) role was deleted: only a revoked key can lose its role. */
  role_id: number | null;
  merchants_all: boolean;
  merchant_codes: Json<string[]>;
  created_by: string;
  created_at: Created;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** One wrong password or code, by throttle key (`password:<email>|<ip>`, `code:<id>`…). */
export interface StaffFailedTryTable {
  id: Generated<string | number>;
  key: string;
  at: Date;
}

/** A member's passkey: the WebAuthn credential id and COSE public key, both base64url. */
export interface StaffPasskeyTable {
  id: Generated<number>;
  staff_id: number;
  credential_id: string;
  public_key: string;
  /** The authenticator's signature counter as last seen (only moves forward, or stays 0). */
  sign_count: ColumnType<string | number, number | undefined, number>;
  transports: Json<string[]>;
  name: string;
  created_at: Created;
  last_used_at: Date | null;
}

/** A challenge handed out once: a member's registration (`staff_id` set) or a sign-in. */
export interface StaffPasskeyChallengeTable {
  challenge: string;
  purpose: 'register' | 'sign-in';
  staff_id: number | null;
  expires_at: Date;
  used_at: Date | null;
}

declare module '../../core/db/tables' {
  interface Database {
    staff_role: StaffRoleTable;
    staff_member: StaffMemberTable;
    staff_recovery_code: StaffRecoveryCodeTable;
    staff_pending_sign_in: StaffPendingSignInTable;
    staff_session: StaffSessionTable;
    staff_api_key: StaffApiKeyTable;
    staff_failed_try: StaffFailedTryTable;
    staff_passkey: StaffPasskeyTable;
    staff_passkey_challenge: StaffPasskeyChallengeTable;
  }
}
