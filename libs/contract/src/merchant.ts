/** The header that names the merchant (brand) a request is made for. */
export const MERCHANT_HEADER = 'x-merchant-code';

/** Interface languages that ship a translation table. */
export type TableLanguage = 'en' | 'bn' | 'pt' | 'tl';

/** A node of the merchant's feature tree (spec §3: modId, enabled, childrenNodes). */
export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

/** `GET /wps/system/whitelabel`: who the merchant is and which features it switched on. */
export interface WhitelabelInfo {
  merchantCode: string;
  displayName: string;
  /** ISO 4217 code, e.g. BDT. */
  currency: string;
  defaultLanguage: TableLanguage;
  languages: TableLanguage[];
  tree: WhitelabelNode[];
}

/** `GET /wps/system/status`: whether the site is open right now. */
export interface SystemStatusInfo {
  maintenance: boolean;
  /** ISO 8601 end of the maintenance window, when one is planned. */
  maintenanceEnd: string | null;
  /** ISO 8601 time on the platform, for clocks that must agree with it. */
  serverTime: string;
}
