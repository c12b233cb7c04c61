import Type, { type Static } from 'typebox';
import { Country } from '../accounts/registration';
import { StringEnum } from '../core/schema-types';
import { TABLE_LANGUAGES } from '../system/constants';

/** How the new merchant's players sign up (the REGISTER feature switches of spec §3). */
export const REGISTRATION_MODES = ['username', 'mobile'] as const;

/**
 * `POST /ops/merchants`: a new merchant (brand) with everything a site needs to open: its
 * settings, feature tree, account settings (a payload key and a default downline password are
 * generated), deposit methods through the sandbox provider and withdrawal limits.
 */
export const NewMerchantRequest = Type.Object({
  /** Upper case, e.g. `NOVA`: the brand config's merchant code. */
  code: Type.String({ pattern: '^[A-Z][A-Z0-9_]{1,31}$' }),
  displayName: Type.String({ minLength: 1, maxLength: 80 }),
  /** ISO 4217, e.g. `BDT`. */
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  languages: Type.Array(StringEnum(TABLE_LANGUAGES), { minItems: 1, uniqueItems: true }),
  /** One of `languages`. */
  defaultLanguage: StringEnum(TABLE_LANGUAGES),
  /** IANA, e.g. `Asia/Dhaka`: the merchant's days (records, limits, salaries). */
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  /** Host names the site may open on (loopback always may); the first is the main domain. */
  domains: Type.Array(
    Type.String({ maxLength: 253, pattern: '^(\\*\\.)?([a-z0-9-]{1,63}\\.)*[a-z0-9-]{1,63}$' }),
    { maxItems: 100, uniqueItems: true },
  ),
  registration: StringEnum(REGISTRATION_MODES),
  /** Where players' mobile numbers may come from; a mobile-registration merchant needs one. */
  countries: Type.Array(Country, { maxItems: 50 }),
  /** One wallet, or a main wallet plus one per vendor (spec §3 isSingle). */
  singleWallet: Type.Boolean(),
});
export type NewMerchantRequest = Static<typeof NewMerchantRequest>;

/** Reply of the creation: the secrets the brand needs, shown once. */
export const NewMerchantCreated = Type.Object({
  code: Type.String(),
  /** Goes into the brand's `brand.config.ts` (`payloadKey`): it seals the encrypted calls. */
  payloadKey: Type.String(),
  /** The password agents give new downlines; signing in with it forces a change. */
  defaultPassword: Type.String(),
});
export type NewMerchantCreated = Static<typeof NewMerchantCreated>;
