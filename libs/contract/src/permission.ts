import type { WhitelabelNode } from './merchant';

/** Social networks a merchant may link to, in the footer's display order (spec §2). */
export const SOCIAL_NETWORKS = [
  'FACEBOOK',
  'TIKTOK',
  'YOUTUBE',
  'TWITTER',
  'INSTAGRAM',
  'TELEGRAM',
  'WHATSAPP',
  'VIBER',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** One configured social link; networks without a link are simply absent. */
export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** A customer-service channel (spec §3). */
export interface CustomerServiceEntry {
  /** Where the entry shows, e.g. `LIVECHAT-1`. */
  csPosition: string;
  label: string;
  url: string;
}

/** A merchant resource looked up by key (spec §3), e.g. `APP_DOWNLOAD_IOS`. */
export interface ResourceEntry {
  key: string;
  labelNameEn: string;
  url: string;
}

/** Resource keys whose URLs also fill `PermissionInfo.appDownload`. */
export const APP_DOWNLOAD_RESOURCE_KEYS = {
  ios: 'APP_DOWNLOAD_IOS',
  android: 'APP_DOWNLOAD_ANDROID',
} as const;

/** `GET /wps/system/permission`: everything the shell needs before it draws (spec §3, §4). */
export interface PermissionInfo {
  customerService: CustomerServiceEntry[];
  socialLinks: SocialLink[];
  /** Hosts on which the Facebook link may show. */
  facebookDomains: string[];
  resources: ResourceEntry[];
  appDownload: { ios: string | null; android: string | null };
  mainDomain: string;
  maintenance: boolean;
  /** ISO 8601. */
  maintenanceEnd: string | null;
  /** True when the caller's IP or country is blocked for this merchant. */
  regionRestriction: boolean;
  location: { ip: string; country: string | null };
  /** The same tree as whitelabel. */
  tree: WhitelabelNode[];
}

/** `GET /wps/system/domainRoute`: the merchant's main domain and every domain it answers on. */
export interface DomainRoute {
  mainDomain: string;
  domains: string[];
}
