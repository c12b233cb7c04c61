import type { MerchantLanguagesUpdate, MerchantProfile } from './merchant-updates';
import type { NewMerchantCreated, NewMerchantRequest } from './merchants';
import { opsRoute } from './ops-route';
import type { OutboxMessages, OutboxQuery } from './outbox';
import { OPERATOR_PATHS } from './paths';
import type { MerchantSettings, MerchantSettingsUpdate } from './settings';

/** The operator's calls on a merchant's own settings (the merchants module's ops routes). */
export const MERCHANT_OPS_ROUTES = {
  /** A merchant for a new brand; the reply carries its secrets once (201 Created). */
  create: opsRoute<{ body: NewMerchantRequest }, NewMerchantCreated>(
    'POST',
    OPERATOR_PATHS.merchants,
    'merchants.create',
  ),
  /** Maintenance, blocked countries and ranges, domains. */
  settings: opsRoute<{ params: { code: string }; body: MerchantSettingsUpdate }, MerchantSettings>(
    'PUT',
    OPERATOR_PATHS.merchantSettings,
    'merchants.configure',
  ),
  /** The languages a merchant offers and its default one. */
  languages: opsRoute<{ params: { code: string }; body: MerchantLanguagesUpdate }, MerchantProfile>(
    'PUT',
    OPERATOR_PATHS.merchantLanguages,
    'merchants.configure',
  ),
};

/** The operator's account calls. */
export const ACCOUNT_OPS_ROUTES = {
  /** One recipient's SMS and e-mail messages as the default adapter recorded them. */
  outbox: opsRoute<{ query: OutboxQuery }, OutboxMessages>(
    'GET',
    OPERATOR_PATHS.outbox,
    'accounts.outbox',
  ),
};
