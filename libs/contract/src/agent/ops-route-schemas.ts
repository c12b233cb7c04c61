import { bindSchemas } from '../core/route-schemas';
import { MerchantSettingsParams } from '../operator/settings';
import {
  AgentContract,
  ContractKindsUpdate,
  ContractKindsView,
  ContractParams,
  HouseContractOffer,
  SettleRequest,
  SettleResult,
} from './contracts';
import { CONTRACT_OPS_ROUTES } from './ops-routes';

/** The operator's agent-contract calls with their schemas. */
export const CONTRACT_OPS_CALLS = bindSchemas(CONTRACT_OPS_ROUTES, {
  houseOffer: {
    params: MerchantSettingsParams,
    body: HouseContractOffer,
    reply: AgentContract,
    errors: [
      'FEATURE_DISABLED',
      'CONTRACT_TIERS_INVALID',
      'ACCOUNT_NOT_FOUND',
      'CONTRACT_HOLDER_INVALID',
      'CONTRACT_EXISTS',
    ],
  },
  terminate: {
    params: ContractParams,
    reply: AgentContract,
    errors: ['CONTRACT_NOT_FOUND', 'CONTRACT_STATE_CONFLICT'],
  },
  settle: { body: SettleRequest, reply: SettleResult, errors: ['SETTLE_AHEAD'] },
  contractKinds: {
    params: MerchantSettingsParams,
    body: ContractKindsUpdate,
    reply: ContractKindsView,
    errors: ['MERCHANT_UNKNOWN'],
  },
});
