import { opsRoute } from '../operator/ops-route';
import { CONTRACT_OPS_PATHS } from './contract-paths';
import type {
  AgentContract,
  ContractKindsUpdate,
  ContractKindsView,
  HouseContractOffer,
  SettleRequest,
  SettleResult,
} from './contracts';

/** The operator's agent-contract calls: house contracts, terminations, settling, kinds on offer. */
export const CONTRACT_OPS_ROUTES = {
  /** The house offers a contract to a top agent of the merchant. */
  houseOffer: opsRoute<{ params: { code: string }; body: HouseContractOffer }, AgentContract>(
    'POST',
    CONTRACT_OPS_PATHS.houseOffer,
    'agent.contracts',
  ),
  /** Ends a contract (confirms a termination, or ends it outright). */
  terminate: opsRoute<{ params: { id: number } }, AgentContract>(
    'POST',
    CONTRACT_OPS_PATHS.terminate,
    'agent.contracts',
  ),
  /** Settles every period closed by `at`. */
  settle: opsRoute<{ body: SettleRequest }, SettleResult>(
    'POST',
    CONTRACT_OPS_PATHS.settle,
    'agent.settle',
  ),
  /** The contract kinds the merchant's agents may offer. */
  contractKinds: opsRoute<
    { params: { code: string }; body: ContractKindsUpdate },
    ContractKindsView
  >('PUT', CONTRACT_OPS_PATHS.contractKinds, 'agent.contracts'),
};
