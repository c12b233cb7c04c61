import Type, { type Static } from 'typebox';
import { StringEnum } from '../core/schema-types';
import { TABLE_LANGUAGES } from '../system/constants';

/** Path params of the merchant update calls: the merchant code. */
export const MerchantCodeParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
});
export type MerchantCodeParams = Static<typeof MerchantCodeParams>;

/** `PUT /ops/merchants/:code/languages`: the whole list replaces the old one. */
export const MerchantLanguagesUpdate = Type.Object({
  languages: Type.Array(StringEnum(TABLE_LANGUAGES), { minItems: 1, uniqueItems: true }),
  /** One of `languages`. */
  defaultLanguage: StringEnum(TABLE_LANGUAGES),
});
export type MerchantLanguagesUpdate = Static<typeof MerchantLanguagesUpdate>;

/**
 * `PUT /ops/merchants/:code/currency`. Refused with 409 CURRENCY_IN_USE while any member of the
 * merchant holds money (a main or vendor wallet balance, money held for a withdrawal, trial
 * money) or a deposit or withdrawal is open: amounts are never converted.
 */
export const MerchantCurrencyUpdate = Type.Object({
  /** ISO 4217, e.g. `PHP`. */
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
});
export type MerchantCurrencyUpdate = Static<typeof MerchantCurrencyUpdate>;

/** Reply of the languages and currency calls: the merchant's profile after the change. */
export const MerchantProfile = Type.Object({
  code: Type.String(),
  currency: Type.String(),
  languages: Type.Array(Type.String()),
  defaultLanguage: Type.String(),
});
export type MerchantProfile = Static<typeof MerchantProfile>;

/** Path params of `PATCH /ops/merchants/:code/payment-methods/:method` (the method's code). */
export const MerchantPaymentMethodParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
  method: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9_]+$' }),
});
export type MerchantPaymentMethodParams = Static<typeof MerchantPaymentMethodParams>;

const MINOR = { minimum: 0, maximum: 1_000_000_000_000 };
const PAYMENT_METHOD_FIELDS = ['enabled', 'minAmount', 'maxAmount', 'fee', 'dailyCount'];

/**
 * Body of the payment method call; absent fields stay as they are, unknown ones are refused.
 * Amounts in minor units; the result must keep `minAmount <= maxAmount` (checked in the same
 * statement as the write, so two operators narrowing from both ends cannot cross them).
 */
export const PaymentMethodUpdate = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    minAmount: Type.Optional(Type.Integer({ ...MINOR, minimum: 1 })),
    maxAmount: Type.Optional(Type.Integer({ ...MINOR, minimum: 1 })),
    fee: Type.Optional(Type.Integer(MINOR)),
    /** Deposits per member per day with this method. */
    dailyCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { propertyNames: { enum: PAYMENT_METHOD_FIELDS }, minProperties: 1 },
);
export type PaymentMethodUpdate = Static<typeof PaymentMethodUpdate>;

/** Reply of the payment method call: the method after the change. */
export const PaymentMethodSettings = Type.Object({
  code: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  enabled: Type.Boolean(),
  minAmount: Type.Integer(),
  maxAmount: Type.Integer(),
  fee: Type.Integer(),
  dailyCount: Type.Integer(),
});
export type PaymentMethodSettings = Static<typeof PaymentMethodSettings>;

/** Path params of `PUT /ops/merchants/:code/vendors/:vendor` (the vendor's vassalage code). */
export const MerchantVendorParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64 }),
  vendor: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type MerchantVendorParams = Static<typeof MerchantVendorParams>;

/** Body of the vendor call: whether the merchant's players see and launch its games. */
export const MerchantVendorUpdate = Type.Object({ enabled: Type.Boolean() });
export type MerchantVendorUpdate = Static<typeof MerchantVendorUpdate>;

/** Reply of the vendor call. */
export const MerchantVendorSetting = Type.Object({
  vendor: Type.String(),
  enabled: Type.Boolean(),
});
export type MerchantVendorSetting = Static<typeof MerchantVendorSetting>;
