import Type, { type Static } from 'typebox';
import { Nullable, StringEnum } from '../core/schema-types';
import { SOCIAL_NETWORKS } from './constants';
import { WhitelabelNodeRef } from './whitelabel';

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** One configured social link; networks without a link are simply absent. */
export const SocialLink = Type.Object({ network: StringEnum(SOCIAL_NETWORKS), url: Type.String() });
export type SocialLink = Static<typeof SocialLink>;

/** A customer-service channel (spec §3); `csPosition` is where it shows, e.g. `LIVECHAT-1`. */
export const CustomerServiceEntry = Type.Object({
  csPosition: Type.String(),
  label: Type.String(),
  url: Type.String(),
});
export type CustomerServiceEntry = Static<typeof CustomerServiceEntry>;

/** A merchant resource looked up by key (spec §3), e.g. `APP_DOWNLOAD_IOS`. */
export const ResourceEntry = Type.Object({
  key: Type.String(),
  labelNameEn: Type.String(),
  url: Type.String(),
});
export type ResourceEntry = Static<typeof ResourceEntry>;

/** `GET /wps/system/permission`: everything the shell needs before it draws (spec §3, §4). */
export const PermissionInfo = Type.Object({
  customerService: Type.Array(CustomerServiceEntry),
  socialLinks: Type.Array(SocialLink),
  /** Hosts on which the Facebook link may show. */
  facebookDomains: Type.Array(Type.String()),
  resources: Type.Array(ResourceEntry),
  appDownload: Type.Object({ ios: Nullable(Type.String()), android: Nullable(Type.String()) }),
  mainDomain: Type.String(),
  maintenance: Type.Boolean(),
  /** ISO 8601. */
  maintenanceEnd: Nullable(Type.String()),
  /** True when the caller's IP or country is blocked for this merchant. */
  regionRestriction: Type.Boolean(),
  location: Type.Object({ ip: Type.String(), country: Nullable(Type.String()) }),
  /** The same tree as whitelabel. */
  tree: Type.Array(WhitelabelNodeRef),
});
export type PermissionInfo = Static<typeof PermissionInfo>;

/** `GET /wps/system/domainRoute`: the merchant's main domain and every domain it answers on. */
export const DomainRoute = Type.Object({
  mainDomain: Type.String(),
  domains: Type.Array(Type.String()),
});
export type DomainRoute = Static<typeof DomainRoute>;
