import {
  CONTRACT_PATHS,
  SALARY_PROCESS_PATHS,
  type AgentContract,
  type ContractHistory,
  type ContractKind,
  type ContractList,
  type ContractOffer,
  type ContractProcessRequest,
  type SettlementPage,
  type SettlementQuery,
} from '@tessera/contract';
import { params } from './game-calls';
import type { Call } from './transport';

/**
 * The agent's contracts (spec §3, §4) and their settlements (dividend records, daily wages,
 * hourly and real-time salary). A refused acceptance that would lower the rate under the
 * caller's own downline contracts throws PlatformError CONTRACT_LOWER_RATE whose value lists
 * them; `answer(…, { confirm: true })` then goes ahead.
 */
export function agentContractCalls(call: Call) {
  /** The §7 processing relay of the contract's kind. */
  const process = (kind: ContractKind, request: ContractProcessRequest) =>
    call<AgentContract>(SALARY_PROCESS_PATHS[kind], { method: 'post', json: request, token: true });
  return {
    /** Contracts the caller holds and gave, and the kinds the merchant has on. */
    list: () => call<ContractList>(CONTRACT_PATHS.list, { token: true }),
    /** Offers a contract to a direct downline agent. */
    offer: (offer: ContractOffer) =>
      call<AgentContract>(CONTRACT_PATHS.offer, { method: 'post', json: offer, token: true }),
    /** A contract with every state change. */
    history: (id: number) =>
      call<ContractHistory>(CONTRACT_PATHS.history.replace(':id', String(id)), { token: true }),
    /** Accept, reject, request or confirm termination of a contract of `kind`. */
    process,
    /** Settlements of one kind, the caller's own or its downlines', with totals. */
    settlements: (query: SettlementQuery) =>
      call<SettlementPage>(CONTRACT_PATHS.settlements, {
        token: true,
        searchParams: params(query),
      }),
  };
}
