import type { Generated, Insertable, Selectable } from 'kysely';

/** A merchant's site settings: domains and region rules (one row per merchant, optional). */
export interface MerchantSiteTable {
  merchant_code: string;
  /** '' when not configured; otherwise one of `domains`. */
  main_domain: Generated<string>;
  domains: Generated<string[]>;
  facebook_domains: Generated<string[]>;
  /** ISO 3166-1 alpha-2 codes. */
  blocked_countries: Generated<string[]>;
  /** IPv4 and IPv6 CIDR ranges, validated by the platform before they are written. */
  blocked_cidrs: Generated<string[]>;
}

/** A customer-service channel, e.g. csPosition LIVECHAT-1. */
export interface MerchantCustomerServiceTable {
  merchant_code: string;
  cs_position: string;
  label: string;
  url: string;
  sort: Generated<number>;
}

/** A social link: at most one per network and merchant. */
export interface MerchantSocialLinkTable {
  merchant_code: string;
  network: string;
  url: string;
  sort: Generated<number>;
}

/** A resource looked up by key (app download URLs, REGISTERPOP …). */
export interface MerchantResourceTable {
  merchant_code: string;
  key: string;
  label_en: string;
  url: string;
  sort: Generated<number>;
}

export type MerchantSite = Selectable<MerchantSiteTable>;

export type NewMerchantSite = Insertable<MerchantSiteTable>;

export type NewCustomerService = Insertable<MerchantCustomerServiceTable>;

export type NewSocialLink = Insertable<MerchantSocialLinkTable>;

export type NewResource = Insertable<MerchantResourceTable>;

// This module's part of the one Database type: a merchant's site settings and lists.
// Declaration merging keeps core free of module imports; every repository sees every table.
declare module '../../core/db/tables' {
  interface Database {
    merchant_site: MerchantSiteTable;
    merchant_customer_service: MerchantCustomerServiceTable;
    merchant_social_link: MerchantSocialLinkTable;
    merchant_resource: MerchantResourceTable;
  }
}
