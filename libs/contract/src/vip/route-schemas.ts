import { bindSchemas } from '../core/route-schemas';
import { MerchantSettingsParams } from '../operator/settings';
import { MemberParams } from '../wallet/wallets';
import { MemberVip, VipLevels, VipRunRequest, VipRunResult } from './vip';
import { VIP_OPS_ROUTES } from './routes';

/** The operator's VIP calls with their schemas (platform and tests only). */
export const VIP_OPS_CALLS = bindSchemas(VIP_OPS_ROUTES, {
  levels: { params: MerchantSettingsParams, reply: VipLevels, errors: ['MERCHANT_UNKNOWN'] },
  setLevels: {
    params: MerchantSettingsParams,
    body: VipLevels,
    reply: VipLevels,
    errors: ['MERCHANT_UNKNOWN', 'VIP_LEVELS_INVALID'],
  },
  member: { params: MemberParams, reply: MemberVip },
  run: { body: VipRunRequest, reply: VipRunResult },
});
