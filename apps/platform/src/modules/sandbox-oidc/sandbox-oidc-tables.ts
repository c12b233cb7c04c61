import type { Json } from '../../core/db/tables';

/** The sandbox provider's signing key (one, shared by every replica). */
export interface SandboxOidcKeyTable {
  kid: string;
  private_jwk: Json<Record<string, unknown>>;
  public_jwk: Json<Record<string, unknown>>;
  created_at: Date;
}

/** An authorization code the sandbox issued: redeemable once, for ten minutes. */
export interface SandboxOidcCodeTable {
  code_hash: string;
  client_id: string;
  redirect_uri: string;
  /** The PKCE S256 challenge the token request's verifier must match. */
  code_challenge: string;
  nonce: string | null;
  subject: string;
  expires_at: Date;
  used_at: Date | null;
}

declare module '../../core/db/tables' {
  interface Database {
    sandbox_oidc_key: SandboxOidcKeyTable;
    sandbox_oidc_code: SandboxOidcCodeTable;
  }
}
