import type { NewMerchantRequest } from '@tessera/contract';
import type { Trx } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { featureTree } from './seed-merchants-data';
import { flatten } from './seed-merchants';

/** The feature switches of each way of signing up (spec §3 whitelabel flags). */
const REGISTRATION_FEATURES = {
  username: ['REGISTER', 'USERNAMEREG3'],
  mobile: ['REGISTER', 'MOBILENUMREG3', 'REGMOBVERF3'],
} as const;

/** Whether the runtime knows the IANA zone (Intl throws a RangeError for an unknown one). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * This module's part of a new merchant, inside the caller's transaction: the merchant row, its
 * feature tree (the registration mode's switches, security, agents) and its site settings with
 * the domains. A taken code answers 409 MERCHANT_EXISTS (the insert decides, so two operators
 * creating one code at once get one merchant and one refusal).
 */
export async function createMerchantRecords(trx: Trx, req: NewMerchantRequest): Promise<void> {
  if (!req.languages.includes(req.defaultLanguage))
    throw new ApiError(400, 'BAD_REQUEST', 'defaultLanguage must be one of languages');
  if (req.registration === 'mobile' && req.countries.length === 0)
    throw new ApiError(400, 'BAD_REQUEST', 'A mobile-registration merchant needs countries');
  if (!isTimeZone(req.timeZone))
    throw new ApiError(400, 'BAD_REQUEST', `Unknown time zone "${req.timeZone}"`);
  const created = await trx
    .insertInto('merchant')
    .values({
      code: req.code,
      display_name: req.displayName,
      currency: req.currency,
      time_zone: req.timeZone,
      default_language: req.defaultLanguage,
      languages: req.languages,
      single_wallet: req.singleWallet,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .executeTakeFirst();
  if (!created) throw new ApiError(409, 'MERCHANT_EXISTS', `Merchant ${req.code} exists already`);
  const on = new Set<string>([
    ...REGISTRATION_FEATURES[req.registration],
    'SECURITY',
    'AGENT',
    'AGENTPOLICY3',
  ]);
  await trx
    .insertInto('merchant_feature')
    .values(flatten(req.code, featureTree(on), null))
    .execute();
  await trx
    .insertInto('merchant_site')
    .values({ merchant_code: req.code, main_domain: req.domains[0] ?? '', domains: req.domains })
    .execute();
}
