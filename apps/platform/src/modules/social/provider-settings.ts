import { SANDBOX_ISSUER, SANDBOX_OIDC_PATH, type SocialProvider } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import type { ClientSettings, ProviderFetch } from './oidc-client';
import './social-tables';

/**
 * The providers a merchant has switched on, in the buttons' order; those on the sandbox issuer
 * only while the sandbox provider is on.
 */
export async function enabledProviders(
  db: Db,
  merchantCode: string,
  sandboxOn: boolean,
): Promise<SocialProvider[]> {
  let query = db
    .selectFrom('merchant_social_provider')
    .select('provider')
    .where('merchant_code', '=', merchantCode)
    .where('enabled', '=', true);
  if (!sandboxOn) query = query.where('issuer', '<>', SANDBOX_ISSUER);
  const rows = await query.execute();
  const on = new Set(rows.map((row) => row.provider));
  return (['GOOGLE', 'FACEBOOK'] as const).filter((provider) => on.has(provider));
}

/**
 * The merchant's client at a provider (404 SOCIAL_PROVIDER_UNAVAILABLE when not configured or
 * switched off). The sandbox issuer is the site's own origin + /sandbox/oidc: brands proxy
 * /sandbox, so the browser reaches its authorize page there, and the platform reads it in-process.
 */
export async function clientSettings(
  db: Db,
  merchantCode: string,
  provider: SocialProvider,
  siteOrigin: string,
  sandboxFetch: ProviderFetch | null,
): Promise<ClientSettings> {
  const row = await db
    .selectFrom('merchant_social_provider')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('provider', '=', provider)
    .where('enabled', '=', true)
    .executeTakeFirst();
  const sandbox = row?.issuer === SANDBOX_ISSUER;
  if (!row || (sandbox && !sandboxFetch))
    throw new ApiError(
      404,
      'SOCIAL_PROVIDER_UNAVAILABLE',
      'This sign-in provider is not available',
    );
  const client = { clientId: row.client_id, clientSecret: row.client_secret };
  return sandbox && sandboxFetch
    ? { ...client, issuer: `${siteOrigin}${SANDBOX_OIDC_PATH}`, via: sandboxFetch }
    : { ...client, issuer: row.issuer };
}
