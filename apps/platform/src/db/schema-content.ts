import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A jsonb column: read as the parsed value, written as JSON text (the same on pg and PGlite). */
export type Json<T> = ColumnType<T, string, string>;
/** Per-language text in jsonb, keyed by lower-case language code. */
export type LocalizedJson = Json<Record<string, string>>;

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

/** Banners (B), player notices (PL), popups (PU) and promotions (PR) of one merchant. */
export interface AnnouncementTable {
  id: Generated<number>;
  merchant_code: string;
  /** Stable handle for seeds and operators, unique per merchant. */
  key: string;
  type: 'B' | 'PL' | 'PU' | 'PR';
  group_name: string | null;
  linkage_type: string | null;
  execution: string | null;
  image_url: string | null;
  url: string | null;
  title: LocalizedJson;
  content: LocalizedJson;
  sort: Generated<number>;
  published_at: ColumnType<Date, Date | undefined, Date>;
}

/** A help-centre topic, linked as /help#{tag}. */
export interface HelpTopicTable {
  merchant_code: string;
  tag: string;
  title: LocalizedJson;
  content: LocalizedJson;
  sort: Generated<number>;
}

/** A game vendor (provider), shared by every merchant. */
export interface GameVendorTable {
  vassalage: string;
  display_name: string;
  logo_url: string | null;
  maintenance: Generated<boolean>;
}

/** Which vendors offer which game type, in menu order. */
export interface GameTypeVendorTable {
  game_type: string;
  vassalage: string;
  sort: Generated<number>;
}

/** A merchant's switch for a vendor; a vendor without a row is enabled. */
export interface MerchantVendorTable {
  merchant_code: string;
  vassalage: string;
  enabled: boolean;
}

export type MerchantSite = Selectable<MerchantSiteTable>;
export type NewMerchantSite = Insertable<MerchantSiteTable>;
export type NewCustomerService = Insertable<MerchantCustomerServiceTable>;
export type NewSocialLink = Insertable<MerchantSocialLinkTable>;
export type NewResource = Insertable<MerchantResourceTable>;
export type NewAnnouncement = Insertable<AnnouncementTable>;
export type NewHelpTopic = Insertable<HelpTopicTable>;
