import {
  SANDBOX_ISSUER,
  type SocialProvider,
  type SocialProviderInput,
  type SocialProviderSetting,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { SOCIAL_ADAPTERS } from './provider-adapters';
import { knownMerchant } from '../merchants';
import './social-tables';

/**
 * Sets a merchant's client at a provider (operator): the provider's own issuer unless another
 * is named, which must be an https URL or `sandbox`. Unknown merchant → 404 MERCHANT_UNKNOWN.
 */
export async function configureProvider(
  db: Db,
  merchantCode: string,
  provider: SocialProvider,
  input: SocialProviderInput,
): Promise<SocialProviderSetting> {
  const issuer = input.issuer ?? SOCIAL_ADAPTERS[provider].defaultIssuer;
  if (issuer !== SANDBOX_ISSUER && !/^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(issuer))
    throw new ApiError(400, 'BAD_REQUEST', 'The issuer must be an https URL or "sandbox"');
  await knownMerchant(db, merchantCode);
  const row = {
    issuer,
    client_id: input.clientId,
    client_secret: input.clientSecret,
    enabled: input.enabled ?? true,
  };
  await db
    .insertInto('merchant_social_provider')
    .values({ merchant_code: merchantCode, provider, ...row })
    .onConflict((oc) => oc.columns(['merchant_code', 'provider']).doUpdateSet(row))
    .execute();
  return { provider, issuer, clientId: input.clientId, enabled: row.enabled };
}
