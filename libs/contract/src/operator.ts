/**
 * The operator API: not for the player site. Disabled (404) unless the platform has an
 * OPERATOR_TOKEN; every call sends `Authorization: Bearer <token>`.
 */
export const OPERATOR_PATHS = {
  /** PUT; `:code` is the merchant code. */
  merchantSettings: '/ops/merchants/:code/settings',
  /** GET `?to=<+8801712345678 or e-mail>&limit=50`: SMS and e-mails sent, newest first. */
  outbox: '/ops/outbox',
} as const;

/** The path of the settings call for one merchant. */
export function merchantSettingsPath(code: string): string {
  return OPERATOR_PATHS.merchantSettings.replace(':code', encodeURIComponent(code));
}

/** Body of `PUT /ops/merchants/:code/settings`; absent fields stay as they are. */
export interface MerchantSettingsUpdate {
  maintenance?: boolean;
  /** ISO 8601, or null for no planned end. */
  maintenanceEnd?: string | null;
  /** ISO 3166-1 alpha-2 codes, e.g. `BD`. */
  blockedCountries?: string[];
  /** IPv4 or IPv6 CIDR ranges (`10.0.0.0/8`, `2001:db8::/32`); a bare address is one host. */
  blockedCidrs?: string[];
}

/** Reply of the settings call: the merchant's settings after the update. */
export interface MerchantSettings {
  merchantCode: string;
  maintenance: boolean;
  maintenanceEnd: string | null;
  blockedCountries: string[];
  blockedCidrs: string[];
}

/** One message of `GET /ops/outbox` (the default adapter's record of an SMS or e-mail). */
export interface OutboxMessage {
  id: number;
  merchantCode: string;
  channel: 'SMS' | 'EMAIL';
  to: string;
  body: string;
  createdAt: string;
}
