import type { SocialProvider } from '@tessera/contract';
import type { Generated } from 'kysely';
import type { Defaulted, Id } from '../../core/db/tables';

/** A merchant's OpenID client at one provider. */
export interface MerchantSocialProviderTable {
  merchant_code: string;
  provider: SocialProvider;
  /** The provider's issuer URL, or `sandbox` for the platform's own sandbox provider. */
  issuer: string;
  client_id: string;
  client_secret: string;
  enabled: Defaulted<boolean>;
}

/** A provider identity linked to a member. */
export interface SocialIdentityTable {
  id: Generated<Id>;
  merchant_code: string;
  provider: SocialProvider;
  /** The provider's `sub`: stable per person (and, at Facebook, per app). */
  subject: string;
  member_id: Id;
  email: string | null;
  name: string | null;
  linked_at: Date;
}

/** A sign-in sent to a provider: its state (hashed), nonce and PKCE verifier, used once. */
export interface SocialLoginTable {
  state_hash: string;
  merchant_code: string;
  provider: SocialProvider;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: Date;
  used_at: Date | null;
}

/** A proven identity waiting for its next step; `member_id` once linked. */
export interface SocialTicketTable {
  token_hash: string;
  merchant_code: string;
  provider: SocialProvider;
  subject: string;
  email: string | null;
  name: string | null;
  member_id: Id | null;
  expires_at: Date;
  used_at: Date | null;
}

declare module '../../core/db/tables' {
  interface Database {
    merchant_social_provider: MerchantSocialProviderTable;
    social_identity: SocialIdentityTable;
    social_login: SocialLoginTable;
    social_ticket: SocialTicketTable;
  }
}
