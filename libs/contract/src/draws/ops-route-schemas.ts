import { bindSchemas } from '../core/route-schemas';
import { MerchantSettingsParams } from '../operator/settings';
import {
  DrawConfig,
  DrawGame,
  DrawGrant,
  DrawGranted,
  DrawKindParams,
  DrawPrizesUpdate,
  DrawRule,
  DrawRuleInput,
  DrawRuleParams,
  DrawRuleUpdate,
} from './draws';
import { DRAW_OPS_ROUTES } from './ops-routes';

/** The operator's draw calls with their schemas (platform and tests only). */
export const DRAW_OPS_CALLS = bindSchemas(DRAW_OPS_ROUTES, {
  config: { params: MerchantSettingsParams, reply: DrawConfig, errors: ['MERCHANT_UNKNOWN'] },
  setPrizes: {
    params: DrawKindParams,
    body: DrawPrizesUpdate,
    reply: DrawGame,
    errors: ['DRAW_PRIZES_INVALID', 'MERCHANT_UNKNOWN'],
  },
  addRule: {
    params: MerchantSettingsParams,
    body: DrawRuleInput,
    reply: DrawRule,
    errors: ['MERCHANT_UNKNOWN'],
  },
  updateRule: {
    params: DrawRuleParams,
    body: DrawRuleUpdate,
    reply: DrawRule,
    errors: ['NOT_FOUND'],
  },
  grant: {
    params: MerchantSettingsParams,
    body: DrawGrant,
    reply: DrawGranted,
    errors: ['ACCOUNT_NOT_FOUND', 'NOT_FOUND', 'REQUEST_ID_CONFLICT'],
  },
});
