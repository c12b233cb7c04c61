// Runtime constants of the system calls. No schema is built here: the site imports these, and
// the bundle must not pull TypeBox in with them.

/** The header that names the merchant (brand) a request is made for. */
export const MERCHANT_HEADER = 'x-merchant-code';

/**
 * The window property where a brand's index.html leaves the replies it asked for before the
 * site's code ran: `{ [path and query]: Promise<Response> }` (the SDK's early-responses.ts).
 */
export const EARLY_RESPONSES_GLOBAL = '__tesseraEarly';

/** Interface languages that ship a translation table. */
export const TABLE_LANGUAGES = ['en', 'bn', 'pt', 'tl', 'ar'] as const;

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

/** Resource keys whose URLs also fill `PermissionInfo.appDownload`. */
export const APP_DOWNLOAD_RESOURCE_KEYS = {
  ios: 'APP_DOWNLOAD_IOS',
  android: 'APP_DOWNLOAD_ANDROID',
} as const;
