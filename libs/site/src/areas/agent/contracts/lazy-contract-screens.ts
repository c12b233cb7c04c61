import { lazyPage } from '../../../core/lazy/lazy-page';
import { withTexts } from '../../../core/lazy/lazy-texts';

// Contracts and pay records load on first use, with their texts: the lobby's first load carries
// none of them (an agent's watcher for waiting offers loads only for agents).

/** /agentHome/agentContracts. */
export const LazyContractsPage = lazyPage(
  withTexts(['agent', 'agentContracts'], () => import('./contracts-page')),
  (module) => module.ContractsPage,
);

/** The four pay records: dividends, daily wages, hourly and real-time salary. */
export const LazySettlementRecordsPage = lazyPage(
  withTexts(['agent', 'agentContracts'], () => import('../salary/settlement-records-page')),
  (module) => module.SettlementRecordsPage,
);

/** The contract modal (spec §2 modals). */
export const LazyContractModal = lazyPage(
  withTexts(['agentContracts'], () => import('./contract-modal')),
  (module) => module.ContractModal,
);

/** Opens the contract modal when an offer waits for the signed-in agent. */
export const LazyContractOfferWatcher = lazyPage(
  () => import('./contract-offer-watcher'),
  (module) => module.ContractOfferWatcher,
);

/** The offer form alone, for the team management page (one downline's row). */
export const LazyOfferContractForm = lazyPage(
  withTexts(['agentContracts'], () => import('./offer-contract-form')),
  (module) => module.OfferContractForm,
);
