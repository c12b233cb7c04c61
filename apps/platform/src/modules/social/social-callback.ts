import type { SocialCallbackRequest, SocialTicket } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { sha256 } from '../../core/security/tokens';
import { clientConfig, exchangeCode, type ProviderFetch } from './oidc-client';
import { SOCIAL_ADAPTERS } from './provider-adapters';
import { clientSettings } from './provider-settings';
import { issueTicket } from './social-tickets';

/**
 * The provider's answer, brought by the site's callback page. The state is used up first, in
 * one guarded update: an unknown, expired, already used or other brand's state is 400
 * SOCIAL_STATE_INVALID, so a replayed callback (the same code twice) proves nothing the
 * second time. Then the code is redeemed with the PKCE verifier and the ID token checked with
 * this sign-in's nonce; the identity becomes a ticket for the next step.
 */
export async function finishAtProvider(
  context: { db: Db; now: Date; merchantCode: string; sandboxFetch: ProviderFetch | null },
  body: SocialCallbackRequest,
): Promise<SocialTicket> {
  const { db, now, merchantCode } = context;
  const login = await db
    .updateTable('social_login')
    .set({ used_at: now })
    .where('state_hash', '=', sha256(body.state))
    .where('merchant_code', '=', merchantCode)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (!login)
    throw new ApiError(
      400,
      'SOCIAL_STATE_INVALID',
      'This sign-in is not valid any more, start again',
    );
  if (body.error === 'access_denied')
    throw new ApiError(400, 'SOCIAL_CANCELLED', 'Sign-in cancelled at the provider');
  if (body.error || !body.code)
    throw new ApiError(502, 'SOCIAL_PROVIDER_ERROR', 'The sign-in provider refused', {
      value: { error: body.error ?? 'no_code' },
    });
  const origin = new URL(login.redirect_uri).origin;
  const settings = await clientSettings(
    db,
    merchantCode,
    login.provider,
    origin,
    context.sandboxFetch,
  );
  const claims = await exchangeCode(await clientConfig(settings, now), {
    redirectUri: login.redirect_uri,
    code: body.code,
    state: body.state,
    nonce: login.nonce,
    codeVerifier: login.code_verifier,
  });
  const identity = SOCIAL_ADAPTERS[login.provider].identity(claims);
  return issueTicket(db, merchantCode, login.provider, identity, now);
}
