import Type, { type Static } from 'typebox';
import { AggregatorLaunchConfig } from '../aggregator/game-launch';
import { LAUNCH_ROUTES } from '../aggregator/constants';
import { Nullable, StringEnum } from '../core/schema-types';

// The operator's side of launching through an aggregator: the merchant's aggregator (base URL
// and API key), each vendor's route, and the aggregators' PAM API tokens.

/**
 * `PUT /ops/merchants/:code/aggregator`. The base URL is http(s) with a host and no query
 * (checked again by the platform: `isHttpBaseUrl`). `apiKey` absent keeps the stored key,
 * null removes it; it is never answered back, only whether it is set and its last 4 characters.
 */
export const MerchantAggregatorUpdate = Type.Object({
  baseUrl: Type.String({ minLength: 8, maxLength: 500, pattern: '^[Hh][Tt][Tt][Pp][Ss]?://' }),
  apiKey: Type.Optional(Nullable(Type.String({ minLength: 8, maxLength: 500 }))),
});
export type MerchantAggregatorUpdate = Static<typeof MerchantAggregatorUpdate>;

/** One vendor's route for a merchant; `provider` is the aggregator's name for the vendor. */
export const VendorRouteSetting = Type.Object({
  vendor: Type.String(),
  route: StringEnum(LAUNCH_ROUTES),
  provider: Nullable(Type.String()),
  launchConfig: Nullable(AggregatorLaunchConfig),
});
export type VendorRouteSetting = Static<typeof VendorRouteSetting>;

/**
 * Reply of the aggregator calls: the settings without the key itself, and every vendor that
 * does not launch in the sandbox (vendors without a row launch in the sandbox).
 */
export const MerchantAggregatorSettings = Type.Object({
  merchantCode: Type.String(),
  baseUrl: Nullable(Type.String()),
  apiKeySet: Type.Boolean(),
  /** The key's last 4 characters, so an operator can tell which key is installed. */
  apiKeyLast4: Nullable(Type.String()),
  vendors: Type.Array(VendorRouteSetting),
});
export type MerchantAggregatorSettings = Static<typeof MerchantAggregatorSettings>;

const ProviderName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });

/**
 * `PUT /ops/merchants/:code/vendors/:vendor/route`: `aggregator` needs the provider's name
 * (as the aggregator configures it, e.g. `redtiger`) and the merchant's aggregator settings;
 * `launchConfig` (at most 4 KB of JSON) is sent with every launch of the vendor.
 */
export const VendorRouteUpdate = Type.Object({
  route: StringEnum(LAUNCH_ROUTES),
  provider: Type.Optional(ProviderName),
  launchConfig: Type.Optional(AggregatorLaunchConfig),
});
export type VendorRouteUpdate = Static<typeof VendorRouteUpdate>;

/** Path params of the PAM token calls: the aggregator's name, e.g. `VALKYRIE` (a capital first). */
export const PamTokenParams = Type.Object({
  aggregator: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z][A-Z0-9_-]*$' }),
});
export type PamTokenParams = Static<typeof PamTokenParams>;

/** An aggregator's PAM API token, without the token. */
export const PamTokenInfo = Type.Object({
  aggregator: Type.String(),
  issuedAt: Type.String({ format: 'date-time' }),
});
export type PamTokenInfo = Static<typeof PamTokenInfo>;

/** Reply of `GET /ops/pam/tokens`. */
export const PamTokenList = Type.Object({ list: Type.Array(PamTokenInfo) });
export type PamTokenList = Static<typeof PamTokenList>;

/** Reply of issuing or rotating a token: the only time the token itself is shown. */
export const PamTokenIssued = Type.Object({
  aggregator: Type.String(),
  issuedAt: Type.String({ format: 'date-time' }),
  /** Give it to the aggregator as its PAM bearer token; only its SHA-256 is kept. */
  token: Type.String(),
});
export type PamTokenIssued = Static<typeof PamTokenIssued>;
