import Type, { type Static } from 'typebox';
import { Nullable } from '../core/schema-types';

const SETTINGS_FIELDS = [
  'maintenance',
  'maintenanceEnd',
  'blockedCountries',
  'blockedCidrs',
  'domains',
];

/** Path params of `PUT /ops/merchants/:code/settings`. */
export const MerchantSettingsParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
});
export type MerchantSettingsParams = Static<typeof MerchantSettingsParams>;

/**
 * Body of the settings call; absent fields stay as they are. Unknown fields are refused, not
 * dropped: `propertyNames` rather than `additionalProperties: false`, which Fastify's
 * `removeAdditional` would silently strip.
 */
export const MerchantSettingsUpdate = Type.Object(
  {
    maintenance: Type.Optional(Type.Boolean()),
    /** ISO 8601, or null for no planned end. */
    maintenanceEnd: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
    /** ISO 3166-1 alpha-2 codes, e.g. `BD`. */
    blockedCountries: Type.Optional(
      Type.Array(Type.String({ pattern: '^[A-Za-z]{2}$' }), { maxItems: 300 }),
    ),
    /**
     * IPv4 or IPv6 CIDR ranges (`10.0.0.0/8`, `2001:db8::/32`); a bare address is one host.
     * The platform checks each with the domain's CIDR parser, which names every bad entry.
     */
    blockedCidrs: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 1000 })),
    /**
     * The host names the brand's site may open on (spec §8 domain check), lower case;
     * `*.example.com` covers every subdomain. Loopback hosts always pass.
     */
    domains: Type.Optional(
      Type.Array(
        Type.String({ maxLength: 253, pattern: '^(\\*\\.)?([a-z0-9-]{1,63}\\.)*[a-z0-9-]{1,63}$' }),
        { maxItems: 100, uniqueItems: true },
      ),
    ),
  },
  { propertyNames: { enum: SETTINGS_FIELDS } },
);
export type MerchantSettingsUpdate = Static<typeof MerchantSettingsUpdate>;

/** Reply of the settings call: the merchant's settings after the update. */
export const MerchantSettings = Type.Object({
  merchantCode: Type.String(),
  maintenance: Type.Boolean(),
  maintenanceEnd: Nullable(Type.String()),
  blockedCountries: Type.Array(Type.String()),
  blockedCidrs: Type.Array(Type.String()),
  domains: Type.Array(Type.String()),
});
export type MerchantSettings = Static<typeof MerchantSettings>;
