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
  /** Given the setting as it was, never its secret (null: none yet; the audit trail's before). */
  noteBefore: (before: SocialProviderSetting | null) => void = () => {},
): Promise<SocialProviderSetting> {
  const issuer = input.issuer ?? SOCIAL_ADAPTERS[provider].defaultIssuer;
  if (issuer !== SANDBOX_ISSUER && !/^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(issuer))
    throw new ApiError(400, 'BAD_REQUEST', 'The issuer must be an https URL or "sandbox"');
  await knownMerchant(db, merchantCode);
  const was = await db
    .selectFrom('merchant_social_provider')
    .select(['issuer', 'client_id', 'enabled'])
    .where('merchant_code', '=', merchantCode)
    .where('provider', '=', provider)
    .executeTakeFirst();
  noteBefore(
    was ? { provider, issuer: was.issuer, clientId: was.client_id, enabled: was.enabled } : null,
  );
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
