import {
  CONTRACT_ROUTES,
  PROCESS_ROUTE_OF,
  type ContractKind,
  type ContractOffer,
  type ContractProcessRequest,
  type SettlementQuery,
} from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/**
 * The agent's contracts (spec §3, §4) and their settlements (dividend records, daily wages,
 * hourly and real-time salary). A refused acceptance that would lower the rate under the
 * caller's own downline contracts throws PlatformError CONTRACT_LOWER_RATE whose value lists
 * them; `answer(…, { confirm: true })` then goes ahead.
 */
export function agentContractCalls(call: Call) {
  /** The §7 processing relay: each contract kind has its own path, so its own entry. */
  const process = (kind: ContractKind, request: ContractProcessRequest) =>
    callRoute(call, CONTRACT_ROUTES[PROCESS_ROUTE_OF[kind]], { body: request });
  return {
    /** Contracts the caller holds and gave, and the kinds the merchant has on. */
    list: () => callRoute(call, CONTRACT_ROUTES.list),
    /** Offers a contract to a direct downline agent. */
    offer: (offer: ContractOffer) => callRoute(call, CONTRACT_ROUTES.offer, { body: offer }),
    /** A contract with every state change. */
    history: (id: number) => callRoute(call, CONTRACT_ROUTES.history, { params: { id } }),
    /** Accept, reject, request or confirm termination of a contract of `kind`. */
    process,
    /** Settlements of one kind, the caller's own or its downlines', with totals. */
    settlements: (query: SettlementQuery) =>
      callRoute(call, CONTRACT_ROUTES.settlements, { query }),
  };
}
