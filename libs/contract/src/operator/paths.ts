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

/** Channels of the default messaging adapter's outbox. */
export const OUTBOX_CHANNELS = ['SMS', 'EMAIL'] as const;
