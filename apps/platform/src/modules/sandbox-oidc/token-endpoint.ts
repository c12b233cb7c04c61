import { createHash, randomBytes } from 'node:crypto';
import { SANDBOX_OIDC_CLIENT_SECRET, type SandboxTokenForm } from '@tessera/contract';
import { SignJWT } from 'jose';
import type { Db } from '../../core/db/database';
import { sameDigest, sha256 } from '../../core/security/tokens';
import { sandboxIdentity } from './sandbox-identities';
import { loadSandboxKey } from './sandbox-keys';

/** What redeeming a code needs: the database (codes, key) and the clock. */
export interface TokenEndpointDeps {
  db: Db;
  now: () => Date;
}

/** A token endpoint answer: OAuth 2 JSON with its status. */
export interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
}

const refuse = (status: number, error: string, description: string): TokenAnswer => ({
  status,
  body: { error, error_description: description },
});

/** The client's id and secret from HTTP Basic (RFC 6749 §2.3.1) or the form. */
function clientOf(form: SandboxTokenForm, authorization: string | undefined) {
  if (authorization?.startsWith('Basic ')) {
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString();
    const colon = decoded.indexOf(':');
    if (colon > 0)
      return {
        id: decodeURIComponent(decoded.slice(0, colon)),
        secret: decodeURIComponent(decoded.slice(colon + 1)),
      };
  }
  return { id: form.client_id ?? '', secret: form.client_secret ?? '' };
}

/**
 * The code grant: the client's secret, then the code used up atomically (a second redemption
 * gets `invalid_grant`, as providers answer), then the client, redirect URI and PKCE verifier
 * the code was issued for. Answers an ID token signed with the sandbox key for `issuer`.
 */
export async function redeemCode(
  { db, now }: TokenEndpointDeps,
  form: SandboxTokenForm,
  authorization: string | undefined,
  issuer: string,
): Promise<TokenAnswer> {
  if (form.grant_type !== 'authorization_code')
    return refuse(400, 'unsupported_grant_type', 'only authorization_code');
  const client = clientOf(form, authorization);
  if (!client.id || !sameDigest(sha256(client.secret), sha256(SANDBOX_OIDC_CLIENT_SECRET)))
    return refuse(401, 'invalid_client', 'unknown client or wrong secret');
  const at = now();
  const code = await db
    .updateTable('sandbox_oidc_code')
    .set({ used_at: at })
    .where('code_hash', '=', sha256(form.code ?? ''))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returningAll()
    .executeTakeFirst();
  if (!code) return refuse(400, 'invalid_grant', 'unknown, used or expired code');
  const verifier = form.code_verifier ?? '';
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  if (code.client_id !== client.id || code.redirect_uri !== form.redirect_uri)
    return refuse(400, 'invalid_grant', 'the code was issued to another client or redirect URI');
  if (!sameDigest(sha256(challenge), sha256(code.code_challenge)))
    return refuse(400, 'invalid_grant', 'PKCE verifier does not match');
  const who = sandboxIdentity(code.subject);
  if (!who) return refuse(400, 'invalid_grant', 'unknown subject');
  const key = await loadSandboxKey(db, at);
  const idToken = await new SignJWT({
    ...(code.nonce ? { nonce: code.nonce } : {}),
    name: who.name,
    email: who.email,
    email_verified: true,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(who.subject)
    .setAudience(client.id)
    .setIssuedAt(Math.floor(at.getTime() / 1000))
    .setExpirationTime(Math.floor(at.getTime() / 1000) + 600)
    .sign(key.privateKey);
  return {
    status: 200,
    body: {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 600,
      scope: 'openid email profile',
      id_token: idToken,
    },
  };
}
