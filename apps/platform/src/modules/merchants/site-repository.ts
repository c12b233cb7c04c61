import {
  APP_DOWNLOAD_RESOURCE_KEYS,
  type CustomerServiceEntry,
  type DomainRoute,
  type ResourceEntry,
  type SocialLink,
  type SocialNetwork,
} from '@tessera/contract';
import type { RegionRules } from '@tessera/domain';
import type { Db } from '../../core/db/database';

/** A merchant's site settings; a merchant without a settings row has none of them. */
export interface SiteSettings extends DomainRoute, RegionRules {
  facebookDomains: string[];
}

/** The merchant's site settings, or empty ones. */
export async function loadSite(db: Db, code: string): Promise<SiteSettings> {
  const row = await db
    .selectFrom('merchant_site')
    .select([
      'main_domain as mainDomain',
      'domains',
      'facebook_domains as facebookDomains',
      'blocked_countries as blockedCountries',
      'blocked_cidrs as blockedCidrs',
    ])
    .where('merchant_code', '=', code)
    .executeTakeFirst();
  return (
    row ?? {
      mainDomain: '',
      domains: [],
      facebookDomains: [],
      blockedCountries: [],
      blockedCidrs: [],
    }
  );
}

/** Customer service, social links and resources, each in display order. */
export async function loadSiteLists(db: Db, code: string) {
  const customerService: CustomerServiceEntry[] = await db
    .selectFrom('merchant_customer_service')
    .select(['cs_position as csPosition', 'label', 'url'])
    .where('merchant_code', '=', code)
    .orderBy('sort')
    .orderBy('cs_position')
    .execute();
  const links = await db
    .selectFrom('merchant_social_link')
    .select(['network', 'url'])
    .where('merchant_code', '=', code)
    .orderBy('sort')
    .orderBy('network')
    .execute();
  // The column's check constraint admits only SocialNetwork values.
  const socialLinks = links.map((link): SocialLink => ({
    ...link,
    network: link.network as SocialNetwork,
  }));
  const resources: ResourceEntry[] = await db
    .selectFrom('merchant_resource')
    .select(['key', 'label_en as labelNameEn', 'url'])
    .where('merchant_code', '=', code)
    .orderBy('sort')
    .orderBy('key')
    .execute();
  const resourceUrl = (key: string) => resources.find((r) => r.key === key)?.url ?? null;
  const appDownload = {
    ios: resourceUrl(APP_DOWNLOAD_RESOURCE_KEYS.ios),
    android: resourceUrl(APP_DOWNLOAD_RESOURCE_KEYS.android),
  };
  return { customerService, socialLinks, resources, appDownload };
}
